// The vehicle resource's schemas, one file a job in vehicles/: the answers, the quote, the gallery,
// the writes and the search query (its filters from src/domain/vehicle-search/filters.ts).
export * from "./vehicles/gallery";
export * from "./vehicles/quote";
export * from "./vehicles/search-query";
export * from "./vehicles/vehicle";
export * from "./vehicles/vehicle-writes";
