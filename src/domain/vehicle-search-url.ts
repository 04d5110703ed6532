import type { DayRange } from "./dates";
import { paramReader, tidyLinkValues } from "./vehicle-search/filter-kinds";
import { SEARCH_FILTERS, SEARCH_PARAMS, type VehicleFilters } from "./vehicle-search/filters";

/** Each parameter's reader, as its zod field reads it, without zod: the catalogue's first script does not load it. */
const READERS = SEARCH_PARAMS.map((param) => ({ name: param.name, read: paramReader(param.rule) }));

/**
 * The search a /vehicles URL asks for. Forgiving, as a hand-edited or stale link may be: a value the
 * form could not have produced is dropped rather than failing the page (`tidyLinkValues`), and an
 * unknown parameter (`utm_source`, `fbclid`) is ignored. The page and the server's render cache both read it.
 */
export function filtersFromSearch(search: string): VehicleFilters {
  const params = new URLSearchParams(search);
  const filters: Record<string, unknown> = {};
  for (const { name, read } of READERS) {
    const raw = params.get(name);
    if (raw === null || raw.trim() === "") continue;
    const parsed = read(raw);
    if (parsed !== undefined && parsed !== "") filters[name] = parsed;
  }
  for (const filter of SEARCH_FILTERS) tidyLinkValues(filter, filters);
  return filters as VehicleFilters;
}

/** The query string (without "?") that `filtersFromSearch` reads back as these filters, in the table's order. */
export function searchFromFilters(filters: VehicleFilters): string {
  const params = new URLSearchParams();
  for (const { name } of READERS) {
    const value = filters[name as keyof VehicleFilters];
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  return params.toString();
}

/**
 * The rental dates an address carries in the catalogue's spelling (`start=…&end=…`): a vehicle page
 * reads them, so a card's link keeps the visitor's search; none when absent or not bookable.
 */
export function periodFromSearch(search: string): DayRange | undefined {
  const { start, end } = filtersFromSearch(search);
  return start && end ? { startDate: start, endDate: end } : undefined;
}

/** The pick-up place an address carries in the catalogue's spelling (`pickup=…`); none when absent or unknown. */
export const pickupFromSearch = (search: string): VehicleFilters["pickup"] => filtersFromSearch(search).pickup;

/**
 * The query string (without "?") `periodFromSearch` and `pickupFromSearch` read back: what a vehicle
 * page's address keeps of a search; empty without dates or place.
 */
export const searchFromPeriod = (period: DayRange | undefined, pickup?: VehicleFilters["pickup"]): string =>
  searchFromFilters({ start: period?.startDate, end: period?.endDate, pickup });

/** A vehicle page's address reduced to what the page reads: its dates and pick-up place. */
export const vehiclePageSearch = (search: string): string =>
  searchFromPeriod(periodFromSearch(search), pickupFromSearch(search));

/**
 * How /vehicles lays out its results: cards, or a compact list for a phone (photo, name, company,
 * price for the dates). A parameter of the page's address, not a filter — the API never sees it —
 * kept in the address so a shared link, a reload and Back keep it; the server renders each view.
 */
export const RESULT_VIEWS = ["cards", "list"] as const;
export type ResultView = (typeof RESULT_VIEWS)[number];
export const VIEW_PARAM = "view";

/** The view an address asks for; cards when it names none (or one we do not have). */
export const viewFromSearch = (search: string): ResultView =>
  new URLSearchParams(search).get(VIEW_PARAM) === "list" ? "list" : "cards";

/** A search's query string (without "?") with the view after the filters; cards, the default, is left out. */
export const withView = (search: string, view: ResultView): string =>
  view === "cards" ? search : `${search ? `${search}&` : ""}${VIEW_PARAM}=${view}`;
