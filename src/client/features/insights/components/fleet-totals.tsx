import type { CompanyInsights } from "../../../../domain/contracts/insights";
import { formatMoney } from "../../../../domain/money";
import { formatAnswerTime } from "../../../lib/answer-time";
import { useI18n } from "../../../lib/i18n";
import { formatCount, formatShare } from "../format";

/** The whole fleet's figures, each a labelled value with its detail beneath. */
export function FleetTotals({ insights }: { insights: CompanyInsights }) {
  const { t, language } = useI18n();
  const { fleet, currency, otherCurrency } = insights;
  const count = (value: number) => formatCount(value, language);
  const figures = [
    { label: t("Page views"), value: count(fleet.views) },
    { label: t("Quotes"), value: count(fleet.quotes) },
    { label: t("Requests"), value: count(fleet.requests) },
    { label: t("Confirmed bookings"), value: count(fleet.confirmed) },
    { label: t("Lost to busy dates"), value: count(fleet.lostSearches), detail: t("searches that found it taken") },
    {
      label: t("Utilisation"),
      value: formatShare(fleet.utilisation, language),
      detail: t("{{booked}} of {{bookable}} bookable days booked", {
        booked: count(fleet.bookedDays),
        bookable: count(fleet.bookableDays),
      }),
    },
    {
      label: t("Revenue"),
      value: formatMoney(fleet.revenue, { from: currency, language }),
      detail: formatMoney(fleet.revenueOther, { from: otherCurrency, language }),
    },
    {
      label: t("Median answer time"),
      value: formatAnswerTime(fleet.medianAnswerMinutes, t),
      detail: t("Requests answered: {{count}}", { count: count(fleet.answered) }),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col rounded-lg border bg-card p-3">
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{figure.value}</dd>
          {figure.detail && <dd className="text-xs text-muted-foreground">{figure.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
