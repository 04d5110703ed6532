import { Download } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { INSIGHTS_PERIOD_MESSAGES, insightsQuery } from "../../../domain/contracts/insights";
import { addDays, type DayRange, todayInDominica } from "../../../domain/dates";
import { QueryState } from "../../components/query-state";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { insightsCsvUrl, useInsights } from "./api/get-insights";
import { BarChart } from "./components/bar-chart";
import { FleetTotals } from "./components/fleet-totals";
import { type PeriodDraft, PeriodPicker } from "./components/period-picker";
import { VehicleTable } from "./components/vehicle-table";
import { formatCount, formatShare } from "./format";

/**
 * A company's insights (docs/product-rules.md, "Company insights"): over a period it picks, the
 * fleet's figures, small bar charts per vehicle and the full table, and the same as a CSV file.
 */
export default function InsightsPage() {
  const { t, language } = useI18n();
  const [today] = useState(todayInDominica);
  const [draft, setDraft] = useState<PeriodDraft>({ from: addDays(today, -29), to: today });
  const checked = insightsQuery.safeParse(draft);
  const period: DayRange | null = checked.success ? { startDate: draft.from, endDate: draft.to } : null;
  const { data, isLoading, error } = useInsights(period);
  const problemOf: Record<string, string> = {
    [INSIGHTS_PERIOD_MESSAGES.order]: t("The period must end on or after its first day"),
    [INSIGHTS_PERIOD_MESSAGES.length]: t("The period may be at most 366 days"),
  };
  const issue = checked.error?.issues[0];
  const problem = issue ? (problemOf[issue.message] ?? t("Choose both days of the period")) : null;

  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{t("Insights")}</h1>
        <p className="text-muted-foreground">
          {t("How your vehicles do over the period you choose. Visitors are counted, never named.")}
        </p>
      </div>
      <section aria-label={t("Period")} className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <PeriodPicker value={draft} today={today} problem={problem} onChange={setDraft} />
        {period && (
          <Button asChild variant="outline" className="self-start md:self-auto">
            <a href={insightsCsvUrl(period)} download>
              <Download aria-hidden className="size-4" />
              {t("Download CSV")}
            </a>
          </Button>
        )}
      </section>
      <QueryState isLoading={isLoading} error={error} label="insights" fallback="Failed to load insights" />
      {data && data.vehicles.length === 0 && (
        <div className="space-y-4 rounded-lg border bg-card p-6 text-center">
          <p>{t("No vehicles yet. Add your first vehicle to see its figures here.")}</p>
          <Button asChild>
            <Link href={paths.companyDashboard}>{t("Go to your dashboard")}</Link>
          </Button>
        </div>
      )}
      {data && data.vehicles.length > 0 && (
        <>
          <section aria-labelledby="insights-fleet" className="space-y-3">
            <h2 id="insights-fleet" className="text-xl font-semibold">
              {t("Whole fleet")}
            </h2>
            <FleetTotals insights={data} />
            <BarChart
              title={t("From views to bookings")}
              bars={[
                { key: "views", label: t("Page views"), value: data.fleet.views },
                { key: "quotes", label: t("Quotes"), value: data.fleet.quotes },
                { key: "requests", label: t("Requests"), value: data.fleet.requests },
                { key: "confirmed", label: t("Confirmed bookings"), value: data.fleet.confirmed },
              ].map((bar) => ({ ...bar, shown: formatCount(bar.value, language) }))}
            />
          </section>
          <section aria-labelledby="insights-charts" className="space-y-3">
            <h2 id="insights-charts" className="text-xl font-semibold">
              {t("Per vehicle")}
            </h2>
            <div className="grid gap-4 md:grid-cols-3">
              <BarChart
                title={t("Utilisation")}
                max={1}
                bars={data.vehicles.map((vehicle) => ({
                  key: vehicle.id,
                  label: vehicle.name,
                  value: vehicle.utilisation ?? 0,
                  shown: formatShare(vehicle.utilisation, language),
                }))}
              />
              <BarChart
                title={t("Page views")}
                bars={data.vehicles.map((vehicle) => ({
                  key: vehicle.id,
                  label: vehicle.name,
                  value: vehicle.views,
                  shown: formatCount(vehicle.views, language),
                }))}
              />
              <BarChart
                title={t("Lost to busy dates")}
                bars={data.vehicles.map((vehicle) => ({
                  key: vehicle.id,
                  label: vehicle.name,
                  value: vehicle.lostSearches,
                  shown: formatCount(vehicle.lostSearches, language),
                }))}
              />
            </div>
            <VehicleTable insights={data} />
          </section>
          <p className="text-sm text-muted-foreground">
            {t(
              "Requests, confirmed bookings, revenue and answer times are those of the requests received in the period. Utilisation is the days booked among the days each vehicle could be booked: blocked days and days its papers had expired do not count. Searches lost to busy dates are searches with dates that matched the vehicle on every other filter.",
            )}
          </p>
        </>
      )}
    </main>
  );
}
