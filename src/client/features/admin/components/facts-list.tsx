import type { ReactNode } from "react";

/** Labelled facts (term: value, in order) as a description list: a term and its value on one line, stacked on a phone. */
export function FactsList({ facts }: { facts: Record<string, ReactNode> }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {Object.entries(facts).map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
