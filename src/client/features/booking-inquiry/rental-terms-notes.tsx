import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { cancellationPolicySentence } from "../../../domain/cancellation-policy";
import type { RentalTerms } from "../../../domain/rental-terms";
import { useMoney } from "../../lib/display-currency";
import { useI18n } from "../../lib/i18n";

function Note({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div className="flex gap-2 rounded-lg border border-warning bg-warning/15 p-3 text-sm" data-testid={testId}>
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">{children}</div>
    </div>
  );
}

/**
 * The company's driver rules, shown before sending (docs/product-rules.md, "Drivers"): the form
 * refuses a driver they rule out, and the server again.
 */
export function DriverRulesNote({ terms, companyName }: { terms: RentalTerms; companyName: string }) {
  const { t } = useI18n();
  const { price } = useMoney();
  const { minimumDriverAge, minimumLicenseYears, youngDriverFee, youngDriverUnderAge } = terms.drivers;
  return (
    <p className="text-sm text-muted-foreground sm:col-span-2" data-testid="driver-rules">
      {minimumLicenseYears > 0
        ? t("{{company}} rents to drivers aged {{age}} or older who have held a licence for {{count}} years.", {
            company: companyName,
            age: minimumDriverAge,
            count: minimumLicenseYears,
          })
        : t("{{company}} rents to drivers aged {{age}} or older.", { company: companyName, age: minimumDriverAge })}
      {youngDriverFee !== null &&
        youngDriverUnderAge !== null &&
        ` ${t("Drivers under {{age}} pay a young-driver fee of {{fee}} a day.", {
          age: youngDriverUnderAge,
          fee: price(youngDriverFee, terms.currency),
        })}`}
    </p>
  );
}

/** What ticking "I need a Dominica temporary driving permit" costs, when the company arranges it. */
export function permitHint(terms: RentalTerms | undefined, t: ReturnType<typeof useI18n>["t"], fee: string) {
  return terms?.drivers.permit === "company"
    ? t("The company arranges it for {{fee}}, added to the total.", { fee })
    : undefined;
}

/**
 * The driving permit's word: the company's when it says the renter gets it, else the product's
 * general one (the company may help when it has said nothing).
 */
export function PermitNote({ terms, companyName }: { terms: RentalTerms | undefined; companyName: string }) {
  const { t } = useI18n();
  const permit = terms?.drivers;
  if (permit?.permit === "company") return null;
  if (permit?.permit === "renter") {
    return (
      <Note testId="permit-note">
        <p>
          {t("{{company}} does not arrange the temporary driving permit: get it yourself before you drive.", {
            company: companyName,
          })}
        </p>
        {permit.permitNote && (
          <p translate="no" className="whitespace-pre-line">
            {permit.permitNote}
          </p>
        )}
      </Note>
    );
  }
  return (
    <Note testId="permit-note">
      <p>
        {t(
          "A temporary driving permit may be required for international visitors. The rental company can help you arrange it when you pick up the vehicle.",
        )}
      </p>
    </Note>
  );
}

/** The company's cancellation policy, read before sending (docs/product-rules.md, "Cancellation policy"). */
export function CancellationPolicyNote({ terms }: { terms: RentalTerms | undefined }) {
  const { t, language } = useI18n();
  if (!terms) return null;
  const policy = terms.cancellation;
  return (
    <section aria-labelledby="cancellation-policy" className="space-y-1 text-sm" data-testid="cancellation-policy">
      <h3 id="cancellation-policy" className="font-semibold">
        {t("Cancellation policy")}
      </h3>
      <p translate={policy.cancellation === "own_text" ? "no" : undefined} className="whitespace-pre-line">
        {cancellationPolicySentence(policy, language)}
      </p>
    </section>
  );
}
