import type { PaymentDue } from "../../../../domain/contracts/requests/payment-schema";
import type { BookingRequestView } from "../../../../domain/contracts/requests/visitor-request-schema";
import { formatTotal } from "../../../../domain/money";
import { PAYMENT_MOMENT_LABELS, PAYMENT_WAY_LABELS } from "../../../../domain/requests/payments";
import { useI18n } from "../../../lib/i18n";

const LINK = "font-medium text-primary underline underline-offset-4 hover:no-underline break-all";

/**
 * A confirmed booking's "How to pay" (docs/product-rules.md, "Payments"): the deposit and the total
 * with when each is due, and each way the company takes, as it stated them.
 */
export function HowToPay({ request, payment }: { request: BookingRequestView; payment: PaymentDue }) {
  const { t, language } = useI18n();
  const money = (amount: number) =>
    formatTotal(amount, { from: request.priceCurrency, currency: request.currency, language });
  const { terms } = payment;
  return (
    <section
      aria-labelledby="request-payment"
      className="space-y-3 rounded-lg border bg-card p-4"
      data-testid="how-to-pay"
    >
      <h2 id="request-payment" className="text-lg font-semibold">
        {t("How to pay {{company}}", { company: request.company.name })}
      </h2>
      {terms ? (
        <>
          <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
            {payment.deposit > 0 && (
              <div>
                <dt className="text-sm text-muted-foreground">{t("Deposit")}</dt>
                <dd className="font-medium">
                  {money(payment.deposit)} · {t(PAYMENT_MOMENT_LABELS[terms.depositDue])}
                </dd>
              </div>
            )}
            <div>
              <dt className="text-sm text-muted-foreground">{t("Rental total")}</dt>
              <dd className="font-medium">
                {money(payment.total)} · {t(PAYMENT_MOMENT_LABELS[terms.restDue])}
              </dd>
            </div>
          </dl>
          <ul className="space-y-2">
            {terms.ways.map((way) => (
              <li key={way}>
                <span className="font-medium">{t(PAYMENT_WAY_LABELS[way])}</span>
                {way === "payment_link" && terms.paymentLinkUrl && (
                  <>
                    {": "}
                    <a href={terms.paymentLinkUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
                      {terms.paymentLinkUrl}
                    </a>
                  </>
                )}
                {way === "bank_transfer" && terms.bankDetails && (
                  <p className="whitespace-pre-line break-words text-sm" translate="no">
                    {terms.bankDetails}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t("{{company}} will tell you how to pay. Ask them on WhatsApp.", { company: request.company.name })}</p>
      )}
    </section>
  );
}
