import type { CompanyInsights } from "../../../../domain/contracts/insights";
import { formatMoney } from "../../../../domain/money";
import { Badge } from "../../../components/ui/badge";
import { TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { formatAnswerTime } from "../../../lib/answer-time";
import { useI18n } from "../../../lib/i18n";
import { formatCount, formatShare } from "../format";

/** Every figure per vehicle and the fleet's, as a table: what the charts show, for every reader. */
export function VehicleTable({ insights }: { insights: CompanyInsights }) {
  const { t, language } = useI18n();
  const { currency, otherCurrency } = insights;
  const count = (value: number) => formatCount(value, language);
  const cells = (f: CompanyInsights["fleet"]) => [
    count(f.views),
    count(f.quotes),
    count(f.requests),
    count(f.confirmed),
    count(f.lostSearches),
    formatShare(f.utilisation, language),
    `${formatMoney(f.revenue, { from: currency, language })} (${formatMoney(f.revenueOther, { from: otherCurrency, language })})`,
    formatAnswerTime(f.medianAnswerMinutes, t),
  ];
  const headings = [
    t("Page views"),
    t("Quotes"),
    t("Requests"),
    t("Confirmed bookings"),
    t("Lost to busy dates"),
    t("Utilisation"),
    t("Revenue"),
    t("Median answer time"),
  ];
  return (
    // A region of its own that scrolls sideways on a phone, reachable by keyboard to scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
    <section aria-labelledby="insights-table" tabIndex={0} className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[52rem] caption-bottom text-sm">
        <caption id="insights-table" className="sr-only">
          {t("Figures per vehicle")}
        </caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col" className="sticky left-0 bg-background">
              {t("Vehicle")}
            </TableHead>
            {headings.map((heading) => (
              <TableHead key={heading} scope="col" className="text-right whitespace-normal">
                {heading}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {insights.vehicles.map((vehicle) => (
            <TableRow key={vehicle.id}>
              <TableHead scope="row" className="sticky left-0 bg-background font-medium">
                <span className="flex items-center gap-2">
                  {vehicle.name}
                  {vehicle.isArchived && <Badge variant="secondary">{t("Archived")}</Badge>}
                </span>
              </TableHead>
              {cells(vehicle).map((cell, index) => (
                <TableCell key={headings[index]} className="text-right tabular-nums">
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableHead scope="row" className="sticky left-0 bg-muted">
              {t("Whole fleet")}
            </TableHead>
            {cells(insights.fleet).map((cell, index) => (
              <TableCell key={headings[index]} className="text-right tabular-nums">
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </table>
    </section>
  );
}
