import type { ReactNode } from "react";

/**
 * Terms and their values in two columns, the value to the right: a vehicle's prices, specs, papers.
 * The terms take their width and the values the rest, so "$1,222.22 — 30 days or more" fits a phone.
 */
export function TermList({ rows, label }: { rows: [string, ReactNode][]; label?: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="text-right font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
