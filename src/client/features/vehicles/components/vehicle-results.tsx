import { Loader2 } from "lucide-react";
import { useDeferredValue, useEffect, useRef } from "react";
import type { PublicVehicle } from "../../../../domain/contracts/vehicles";
import type { DayRange } from "../../../../domain/dates";
import type { Language } from "../../../../domain/i18n/languages";
import { ErrorNotice } from "../../../components/query-state";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { useI18n, useTranslatedMessage } from "../../../lib/i18n";
import { VehicleCard } from "./vehicle-card";

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
  vehicles,
  total,
  period,
  isStale,
  hasMore,
  isLoadingMore,
  loadMoreError,
  onLoadMore,
}: {
  vehicles: PublicVehicle[];
  total: number;
  period?: DayRange;
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
      <p role="status" className="text-sm text-muted-foreground" id="vehicle-count">
        {t("Showing {{shown}} of {{total}} vehicles", {
          shown: count.format(vehicles.length),
          total: count.format(total),
          count: total,
        })}
      </p>
      <section
        ref={grid}
        aria-label={t("Vehicles")}
        aria-busy={isStale}
        className="grid gap-5 transition-opacity aria-busy:opacity-60 sm:grid-cols-2 lg:grid-cols-3"
      >
        {shown.map((vehicle, index) => (
          <VehicleCard key={vehicle.id} vehicle={vehicle} period={period} priority={index < FIRST_ROW} />
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
