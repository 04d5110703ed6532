import { ArrowLeft } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { BOOKING_DATE_MESSAGES } from "../../../domain/booking-period";
import { BOOKING_LIMITS } from "../../../domain/constants";
import { addDays, rentalDays, todayInDominica } from "../../../domain/dates";
import { filtersFromSearch, searchFromFilters, viewFromSearch, withView } from "../../../domain/vehicle-search-url";
import { useVehicleFacets } from "../../api/get-vehicle-facets";
import { useVehicleSearch } from "../../api/get-vehicles";
import { QueryState } from "../../components/query-state";
import { useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { VehicleResults } from "./components/vehicle-results";
import { DEPOSIT_STEP, PRICE_STEP, VehicleSearchFilters } from "./components/vehicle-search-filters";
import { type FilterState, filtersFromForm, formFromFilters, sliderMax } from "./search-params";
import { useDebounced } from "./use-debounced";

/**
 * The Vehicles page. The URL holds the search (shareable, kept on reload and back): the form
 * edits a draft, which settles into the URL after the debounce (or at once when sent), and the
 * results follow the URL. Before and without the app's scripts the same form is a plain GET to
 * this address, which the server renders.
 */
export default function VehiclesPage() {
  const { t } = useI18n();
  const search = useSearch();
  const [, navigate] = useLocation();
  const today = todayInDominica();
  const [form, setForm] = useState<FilterState>(() => formFromFilters(filtersFromSearch(search)));
  const update = (patch: Partial<FilterState>) => setForm((current) => ({ ...current, ...patch }));

  // The URL changed under the form (back/forward, a link such as the navbar's Vehicles): the form follows.
  const written = useRef(search);
  useEffect(() => {
    if (search !== written.current) {
      written.current = search;
      setForm(formFromFilters(filtersFromSearch(search)));
    }
  }, [search]);

  // The settled form goes into the URL, replacing the entry: Back leaves the search rather than undoing keystrokes.
  const settled = useDebounced(form);
  const view = viewFromSearch(search);
  const write = useCallback(
    (state: FilterState) => {
      const next = withView(searchFromFilters(filtersFromForm(state)), view);
      if (next === written.current) return;
      written.current = next;
      navigate(`${paths.vehicles()}${next ? `?${next}` : ""}`, { replace: true });
    },
    [navigate, view],
  );
  useEffect(() => write(settled), [settled, write]);

  // "Show vehicles" or Enter: the search goes into the address now, not after the debounce.
  const submit = () => write(form);

  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const results = useVehicleSearch(filters);
  // The sliders span the whole listed fleet, whatever the search (docs/product-rules.md, "Prices").
  const facets = useVehicleFacets();
  const priceMax = sliderMax(facets.data?.maxDailyPrice, PRICE_STEP);
  const depositMax = sliderMax(facets.data?.maxDeposit, DEPOSIT_STEP);

  // The search's dates.
  // A period no booking could have is never searched: the end follows a start moved past it or too far before it.
  const onStartDate = (startDate: string) => {
    if (
      startDate &&
      form.endDate &&
      (startDate >= form.endDate || rentalDays(startDate, form.endDate) > BOOKING_LIMITS.maxDays)
    ) {
      update({ startDate, endDate: addDays(startDate, 1) });
    } else update({ startDate });
  };
  const onEndDate = (endDate: string) => {
    // The toaster shows these in the visitor's language.
    const invalid = (description: string) =>
      toast({ title: "Invalid date range", description, variant: "destructive" });
    if (endDate && form.startDate && endDate <= form.startDate) return invalid("End date must be after start date");
    if (endDate && form.startDate && rentalDays(form.startDate, endDate) > BOOKING_LIMITS.maxDays) {
      return invalid(BOOKING_DATE_MESSAGES.tooLong);
    }
    update({ endDate });
  };

  const period = useMemo(
    () => (filters.start && filters.end ? { startDate: filters.start, endDate: filters.end } : undefined),
    [filters.start, filters.end],
  );

  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <div className="space-y-1">
        <Link
          href={paths.home}
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-primary"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("Back to home")}
        </Link>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("Available Vehicles")}</h1>
      </div>
      <VehicleSearchFilters
        filters={form}
        onChange={update}
        onStartDate={onStartDate}
        onEndDate={onEndDate}
        onSubmit={submit}
        priceMax={priceMax}
        depositMax={depositMax}
        today={today}
      />
      {!results.data ? (
        <QueryState
          isLoading={results.isPending}
          error={results.error}
          fallback="Failed to fetch vehicles"
          label="vehicles"
        />
      ) : results.vehicles.length === 0 ? (
        <p className="py-16 text-center text-muted-foreground">{t("No vehicles found matching your criteria")}</p>
      ) : (
        <VehicleResults
          view={view}
          search={search}
          vehicles={results.vehicles}
          total={results.total}
          period={period}
          pickup={filters.pickup}
          isStale={results.isPlaceholderData}
          hasMore={results.hasNextPage}
          isLoadingMore={results.isFetchingNextPage}
          loadMoreError={results.isFetchNextPageError ? results.error : null}
          onLoadMore={() => void results.fetchNextPage()}
        />
      )}
    </main>
  );
}
