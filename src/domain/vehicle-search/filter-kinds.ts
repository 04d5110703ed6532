import { type PeriodProblem, periodProblems } from "../booking-period";
import { isIsoDate } from "../dates";

/**
 * The kinds of search filter, each with what it reads from the query and how it compares with a
 * listing. Every derivation (the URL, the zod query, the plain reader, the form, SQL, the read
 * model) switches on `kind`; the table of filters is `filters.ts`. Without zod, so that the
 * catalogue's first script reads a URL without loading it (docs/performance.md).
 */
export type SearchFilter =
  /** One of `words`, equal to the listing's column. */
  | { kind: "choice"; name: string; words: readonly string[]; listing: string; blank?: string }
  /** One of `words`, found among the listing's set of values (a `text[]` column): a place its company offers. */
  | { kind: "among"; name: string; words: readonly string[]; listing: string; blank?: string }
  /** "true" or "false", equal to the listing's boolean column. */
  | { kind: "flag"; name: string; listing: string; blank?: string }
  /** Text found in the listing's column, case-blind (`ilike '%q%'`). */
  | { kind: "text"; name: string; maxLength: number; listing: string; blank?: string }
  /** A whole number the form offers as `options`: equal to the listing's, or at most it. */
  | {
      kind: "count";
      name: string;
      min: number;
      max: number;
      options: readonly number[];
      compare: "equals" | "atLeast";
      listing: string;
      blank?: string;
    }
  /** A lower and an upper bound, each optional, on the listing's number column. */
  | { kind: "range"; name: string; params: readonly [string, string]; min: number; max: number; listing: string }
  /** Days the listed vehicle is free and its company takes the rental (docs/product-rules.md, "Search"). */
  | { kind: "period"; name: string; params: readonly [string, string]; form: readonly [string, string] };

/** How one query parameter's text reads; its zod field reads it alike (contracts/vehicles/search-query.ts). */
export type ParamRule =
  | { kind: "word"; words: readonly string[] }
  | { kind: "flag" }
  | { kind: "text"; maxLength: number }
  | { kind: "number"; min: number; max: number; whole: boolean }
  | { kind: "day" };

export interface SearchParam {
  name: string;
  rule: ParamRule;
  /** Its filter; none for the order. */
  filter?: SearchFilter;
}

/** The query parameters a filter reads, in the URL's order. */
export function paramsOf(filter: SearchFilter): SearchParam[] {
  switch (filter.kind) {
    case "choice":
    case "among":
      return [{ name: filter.name, rule: { kind: "word", words: filter.words }, filter }];
    case "flag":
      return [{ name: filter.name, rule: { kind: "flag" }, filter }];
    case "text":
      return [{ name: filter.name, rule: { kind: "text", maxLength: filter.maxLength }, filter }];
    case "count":
      return [{ name: filter.name, rule: { kind: "number", min: filter.min, max: filter.max, whole: true }, filter }];
    case "range": {
      const rule: ParamRule = { kind: "number", min: filter.min, max: filter.max, whole: false };
      return filter.params.map((name) => ({ name, rule, filter }));
    }
    case "period":
      return filter.params.map((name) => ({ name, rule: { kind: "day" }, filter }));
  }
}

const FLAG_WORDS = ["true", "false"];

/**
 * A reader of one parameter's text: the value its zod field gives, or undefined where zod refuses
 * it (`z.coerce.number()` is `Number(text)`, finite). tests/unit/vehicle-search-filters.test.ts and
 * plain-search-query.test.ts hold each to zod.
 */
export function paramReader(rule: ParamRule): (raw: string) => string | number | undefined {
  switch (rule.kind) {
    case "word":
    case "flag": {
      const words = rule.kind === "word" ? rule.words : FLAG_WORDS;
      return (raw) => (words.includes(raw) ? raw : undefined);
    }
    case "text":
      return (raw) => {
        const text = raw.trim();
        return text.length <= rule.maxLength ? text : undefined;
      };
    case "number":
      return (raw) => {
        const value = Number(raw);
        return Number.isFinite(value) &&
          value >= rule.min &&
          value <= rule.max &&
          (!rule.whole || Number.isInteger(value))
          ? value
          : undefined;
      };
    case "day":
      return (raw) => (isIsoDate(raw) ? raw : undefined);
  }
}

type Values = Record<string, unknown>;

const NO_PROBLEMS: readonly PeriodProblem[] = [];

/** What a search refuses across a filter's parameters, once each has read well: the field and the message. */
export function filterProblems(filter: SearchFilter, values: Values): readonly PeriodProblem[] {
  if (filter.kind === "range") {
    const [min, max] = filter.params;
    const low = values[min] as number | undefined;
    const high = values[max] as number | undefined;
    return low !== undefined && high !== undefined && low > high
      ? [{ field: max, message: `${max} must not be below ${min}` }]
      : NO_PROBLEMS;
  }
  if (filter.kind === "period") {
    // A search's period is one that could be booked, its days given together.
    const [start, end] = filter.params;
    const first = values[start] as string | undefined;
    const last = values[end] as string | undefined;
    if (Boolean(first) !== Boolean(last)) {
      return [{ field: first ? end : start, message: `${start} and ${end} must be given together` }];
    }
    return first && last ? periodProblems({ startDate: first, endDate: last }, { start, end }) : NO_PROBLEMS;
  }
  return NO_PROBLEMS;
}

/**
 * What a stale or hand-edited link drops of a filter rather than fail the page: a number the form
 * does not offer, the upper bound below the lower, a period that is not bookable or ends on its
 * first day (a link shared yesterday shows today's search rather than an error).
 */
export function tidyLinkValues(filter: SearchFilter, values: Values): void {
  if (filter.kind === "count") {
    const value = values[filter.name];
    if (!(typeof value === "number" && filter.options.includes(value))) delete values[filter.name];
  } else if (filter.kind === "range") {
    if (filterProblems(filter, values).length) delete values[filter.params[1]];
  } else if (filter.kind === "period") {
    const [start, end] = filter.params;
    const first = values[start] as string | undefined;
    const last = values[end] as string | undefined;
    if (!first || !last || last <= first || filterProblems(filter, values).length) {
      delete values[start];
      delete values[end];
    }
  }
}

/** What a filter asks of a listing, in the listing column's own values; none when it is not set. */
export type Wanted =
  | { compare: "equals"; listing: string; value: string | number | boolean }
  | { compare: "atLeast"; listing: string; value: number }
  | { compare: "includes"; listing: string; value: string }
  | { compare: "between"; listing: string; min: number | undefined; max: number | undefined }
  | { compare: "contains"; listing: string; text: string }
  | { compare: "freeBetween"; start: string; end: string };

export function wantedOf(filter: SearchFilter, values: Values): Wanted | undefined {
  switch (filter.kind) {
    case "choice": {
      const value = values[filter.name] as string | undefined;
      return value ? { compare: "equals", listing: filter.listing, value } : undefined;
    }
    case "among": {
      const value = values[filter.name] as string | undefined;
      return value ? { compare: "includes", listing: filter.listing, value } : undefined;
    }
    case "flag": {
      const value = values[filter.name];
      return value ? { compare: "equals", listing: filter.listing, value: value === "true" } : undefined;
    }
    case "text": {
      const text = values[filter.name] as string | undefined;
      return text ? { compare: "contains", listing: filter.listing, text } : undefined;
    }
    case "count": {
      const value = values[filter.name] as number | undefined;
      return value === undefined ? undefined : { compare: filter.compare, listing: filter.listing, value };
    }
    case "range": {
      const min = values[filter.params[0]] as number | undefined;
      const max = values[filter.params[1]] as number | undefined;
      return min === undefined && max === undefined
        ? undefined
        : { compare: "between", listing: filter.listing, min, max };
    }
    case "period": {
      const start = values[filter.params[0]] as string | undefined;
      const end = values[filter.params[1]] as string | undefined;
      return start && end ? { compare: "freeBetween", start, end } : undefined;
    }
  }
}

/**
 * A listing's value (or a wanted one) as the number the read model compares: a choice by its place
 * among the words, a flag as 1 or 0, a number as itself; a set (`among`) as bits, bit i for the
 * i-th word it holds (a wanted word is its one bit; values beyond the words have none). Undefined
 * for text and periods.
 */
export function listingNumber(filter: SearchFilter, value: unknown): number | undefined {
  switch (filter.kind) {
    case "choice":
      return filter.words.indexOf(value as string);
    case "among": {
      const held = Array.isArray(value) ? value : [value];
      return filter.words.reduce((bits, word, i) => (held.includes(word) ? bits + 2 ** i : bits), 0);
    }
    case "flag":
      return value ? 1 : 0;
    case "count":
    case "range":
      return Number(value);
    default:
      return undefined;
  }
}

/** The listing's column a filter compares with; none for a period, which reads the busy days. */
export const listingOf = (filter: SearchFilter): string => ("listing" in filter ? filter.listing : "");
