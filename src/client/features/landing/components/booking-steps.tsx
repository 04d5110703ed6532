import { CalendarCheck, MessageCircle, ShieldCheck } from "lucide-react";
import type { Translate } from "../../../../domain/i18n/translate";
import { useI18n } from "../../../lib/i18n";

// Written out as t("…") calls so that the catalogue check finds every key.
const highlights = (t: Translate) => [
  {
    title: t("Well-kept Vehicles"),
    text: t("Serviced regularly and ready for mountain roads."),
    icon: ShieldCheck,
  },
  {
    title: t("Quick Replies"),
    text: t("Send your request on WhatsApp and talk to us directly."),
    icon: MessageCircle,
  },
  { title: t("Flexible Rentals"), text: t("Daily, weekly and monthly rates."), icon: CalendarCheck },
];

const steps = (t: Translate) => [
  t("Choose a vehicle from our fleet below."),
  t("Fill in the booking form with your dates and driver's details."),
  t("Send it via WhatsApp: we confirm availability and the final price."),
  t("Pick up your vehicle and explore Dominica."),
];

/** Why rent here, the same for every company. */
export function Highlights() {
  const { t } = useI18n();
  return (
    <section aria-label={t("Highlights")}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {highlights(t).map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex gap-3 rounded-xl border p-4">
            <Icon aria-hidden className="size-6 shrink-0 text-primary" />
            <div>
              <h2 className="font-semibold">{title}</h2>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

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
