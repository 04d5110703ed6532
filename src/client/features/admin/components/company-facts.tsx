import { cancellationPolicySentence } from "../../../../domain/cancellation-policy";
import type { CompanyDetail } from "../../../../domain/contracts/admin/schemas";
import { formatInstant } from "../../../../domain/dates";
import { formatMoney } from "../../../../domain/money";
import { displayPhone } from "../../../../domain/phone-numbers";
import { placeName } from "../../../../domain/rental-places";
import { QueryState } from "../../../components/query-state";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { useI18n } from "../../../lib/i18n";
import { useCompanyPlaces } from "../api/get-company-places";
import { useCompanyTerms } from "../api/get-company-terms";
import { useAnswerTime } from "../use-answer-time";
import { FactsList } from "./facts-list";

/** One titled card of the company's detail page. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The account behind the company and everything its profile says. */
export function CompanyProfileFacts({ detail }: { detail: CompanyDetail }) {
  const { t, language } = useI18n();
  const { company, profile } = detail;
  return (
    <>
      <Section title={t("Account")}>
        <FactsList
          facts={{
            [t("Username")]: <span translate="no">{company.username ?? "—"}</span>,
            [t("Account email")]: <span translate="no">{detail.ownerEmail ?? "—"}</span>,
            [t("Registered on")]: formatInstant(company.registeredAt, language),
            ...(company.rejectionReason && { [t("Rejection reason")]: company.rejectionReason }),
          }}
        />
      </Section>
      <Section title={t("Profile")}>
        <FactsList
          facts={{
            [t("Contact name")]: <span translate="no">{profile.contactFullName}</span>,
            [t("Email")]: <span translate="no">{profile.contactEmail}</span>,
            [t("Phone")]: displayPhone(profile.phone),
            [t("Address")]: (
              <span translate="no">
                {[profile.address, profile.cityVillage, profile.parish, profile.country].filter(Boolean).join(", ")}
              </span>
            ),
            [t("Currency")]: profile.currency,
            [t("About text")]: profile.description ?? t("None written"),
          }}
        />
      </Section>
    </>
  );
}

/** How the company answers its requests. */
export function CompanyResponseFacts({ detail }: { detail: CompanyDetail }) {
  const { t } = useI18n();
  const answerTime = useAnswerTime();
  const { company } = detail;
  return (
    <Section title={t("Requests and answers")}>
      <FactsList
        facts={{
          [t("Requests received")]: company.requestsReceived,
          [t("Answered")]: company.requestsAnswered,
          [t("Let expire")]: company.requestsExpired,
          [t("Median answer")]: answerTime(company.medianAnswerMinutes),
        }}
      />
    </Section>
  );
}

/** Its pick-up and return places with their fees, and its driver and cancellation terms. */
export function CompanyTermsFacts({
  companyId,
  currency,
}: {
  companyId: number;
  currency: CompanyDetail["profile"]["currency"];
}) {
  const { t, language } = useI18n();
  const places = useCompanyPlaces(companyId);
  const terms = useCompanyTerms(companyId);
  const money = (amount: number) => formatMoney(amount, { from: currency, language });
  return (
    <>
      <Section title={t("Places and fees")}>
        <QueryState isLoading={places.isLoading} error={places.error} fallback="Failed to load data" label="places" />
        {places.data && (
          <ul className="space-y-1 text-sm">
            {places.data.places.map((place) => (
              <li
                key={`${place.kind}-${place.name ?? ""}-${place.area ?? ""}`}
                className="flex flex-wrap justify-between gap-2"
              >
                <span translate="no">{placeName(place, t)}</span>
                <span className="text-muted-foreground">
                  {place.fee > 0 ? money(place.fee) : t("Free")}
                  {place.opens && place.closes ? ` · ${place.opens}–${place.closes}` : ""}
                </span>
              </li>
            ))}
            {places.data.places.length === 0 && (
              <li className="text-muted-foreground">
                {t("No places of its own: the standard places, free of charge")}
              </li>
            )}
            <li className="pt-1 text-muted-foreground">
              {places.data.oneWayReturns ? t("One-way returns accepted") : t("Returned where picked up")}
            </li>
          </ul>
        )}
      </Section>
      <Section title={t("Terms")}>
        <QueryState isLoading={terms.isLoading} error={terms.error} fallback="Failed to load data" label="terms" />
        {terms.data && (
          <FactsList
            facts={{
              [t("Minimum driver age")]: terms.data.minimumDriverAge,
              [t("Years with a licence")]: terms.data.minimumLicenseYears,
              [t("Young driver fee")]: terms.data.youngDriverFee === null ? "—" : money(terms.data.youngDriverFee),
              [t("Cancellation")]: cancellationPolicySentence(terms.data, language),
            }}
          />
        )}
      </Section>
    </>
  );
}

export { Section as DetailSection };
