import type { Translate } from "../../../../domain/i18n/translate";
import { useI18n } from "../../../lib/i18n";

const steps = (t: Translate) => [
  t("Choose a vehicle from our fleet below."),
  t("Fill in the booking form with your dates and driver's details."),
  t("Send it via WhatsApp: we confirm availability and the final price."),
  t("Pick up your vehicle and explore Dominica."),
];

/** How a booking goes, in four steps. */
export function BookingSteps() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="steps-heading">
      <h2 id="steps-heading" className="mb-4 text-2xl font-bold">
        {t("How Booking Works")}
      </h2>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps(t).map((step, index) => (
          <li key={step} className="rounded-xl bg-secondary p-4">
            <span className="mb-2 flex size-8 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
              {index + 1}
            </span>
            <p className="text-sm">{step}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
