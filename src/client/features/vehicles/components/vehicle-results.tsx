import { LayoutGrid, List, Loader2 } from "lucide-react";
import { useDeferredValue, useEffect, useRef } from "react";
import { Link } from "wouter";
import type { Location } from "../../../../domain/constants";
import type { PublicVehicle } from "../../../../domain/contracts/vehicles";
import type { DayRange } from "../../../../domain/dates";
import type { Language } from "../../../../domain/i18n/languages";
import { filtersFromSearch, type ResultView, searchFromFilters, withView } from "../../../../domain/vehicle-search-url";
import { ErrorNotice } from "../../../components/query-state";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useI18n, useTranslatedMessage } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";
import { VehicleCard } from "./vehicle-card";
import { VehicleRow } from "./vehicle-row";

// Counts in the visitor's digits: "1,063" in English, "1 063" in French.
const COUNT_FORMATS: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US"),
  fr: new Intl.NumberFormat("fr-FR"),
};

/** Cards in the first row of the widest grid (three columns) load first; the rest lazily. */
const FIRST_ROW = 3;

/**
 * The search results a page at a time: "Showing 24 of 1,063 vehicles" (announced as it changes) and
 * a Load more button. After a load, focus moves to the first new card, so keyboard and screen-reader
 * users continue where the new results begin instead of back at the button's old place.
 */
export function VehicleResults({
  view,
  search,
  vehicles,
  total,
  period,
  pickup,
  isStale,
  hasMore,
  isLoadingMore,
  loadMoreError,
  onLoadMore,
}: {
  view: ResultView;
  /** The page's query string, which the view's links keep. */
  search: string;
  vehicles: PublicVehicle[];
  total: number;
  period?: DayRange;
  /** The search's pick-up place, which each vehicle's link keeps. */
  pickup?: Location;
  isStale: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMoreError: unknown;
  onLoadMore: () => void;
}) {
  const { t, language } = useI18n();
  const translated = useTranslatedMessage();
  const count = COUNT_FORMATS[language];
  // A new page of cards renders in a deferred pass, which React splits into short tasks: a phone's
  // main thread stays free to respond while it is built. The first page is in the server's HTML.
  const shown = useDeferredValue(vehicles);
  // A compact row or a card per vehicle, as the visitor chose: the same props either way.
  const Item = view === "list" ? VehicleRow : VehicleCard;
  const grid = useRef<HTMLElement>(null);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || shown.length <= index) return;
    focusIndex.current = null;
    grid.current?.querySelectorAll<HTMLElement>(":scope > article")[index]?.focus();
  }, [shown.length]);

  const loadMore = () => {
    if (isLoadingMore) return;
    focusIndex.current = vehicles.length;
    onLoadMore();
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-muted-foreground" id="vehicle-count">
          {t("Showing {{shown}} of {{total}} vehicles", {
            shown: count.format(vehicles.length),
            total: count.format(total),
            count: total,
          })}
        </p>
        <ViewSwitch view={view} search={search} />
      </div>
      <section
        ref={grid}
        aria-label={t("Vehicles")}
        aria-busy={isStale}
        className={cn(
          "grid transition-opacity aria-busy:opacity-60",
          view === "list" ? "gap-2 lg:grid-cols-2" : "gap-5 sm:grid-cols-2 lg:grid-cols-3",
        )}
      >
        {shown.map((vehicle, index) => (
          <Item key={vehicle.id} vehicle={vehicle} period={period} pickup={pickup} priority={index < FIRST_ROW} />
        ))}
      </section>
      {loadMoreError ? (
        <ErrorNotice>{translated(errorMessage(loadMoreError, "Failed to fetch vehicles"))}</ErrorNotice>
      ) : null}
      {hasMore && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="lg"
            className="w-full sm:w-auto"
            aria-describedby="vehicle-count"
            aria-disabled={isLoadingMore}
            onClick={loadMore}
          >
            {isLoadingMore ? (
              <>
                <Loader2 aria-hidden className="animate-spin" /> {t("Loading more vehicles...")}
              </>
            ) : (
              t("Load more vehicles")
            )}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Cards or the compact list: two links, so the choice works without the app's scripts and stays in the address. */
function ViewSwitch({ view, search }: { view: ResultView; search: string }) {
  const { t } = useI18n();
  const filters = searchFromFilters(filtersFromSearch(search));
  const views = [
    { value: "cards", label: t("Cards"), icon: LayoutGrid },
    { value: "list", label: t("List"), icon: List },
  ] as const;
  return (
    <nav aria-label={t("Show results as")} className="inline-flex rounded-md border p-0.5" data-testid="view-switch">
      {views.map(({ value, label, icon: Icon }) => {
        const query = withView(filters, value);
        return (
          <Link
            key={value}
            href={`${paths.vehicles()}${query ? `?${query}` : ""}`}
            aria-current={view === value ? "true" : undefined}
            className="inline-flex items-center gap-1.5 rounded px-3 py-1.5 text-sm font-medium text-muted-foreground aria-[current]:bg-primary aria-[current]:text-primary-foreground"
          >
            <Icon aria-hidden className="size-4" />
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
