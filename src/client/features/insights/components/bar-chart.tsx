/** One bar: what it is, its value for the length, and the value as read. */
export interface Bar {
  key: string | number;
  label: string;
  value: number;
  shown: string;
}

/**
 * Small horizontal bars a phone can read: each bar's label and figure are text above it (read by
 * screen readers as a list), the bar itself a decoration in inline SVG. `max` fixes the scale
 * (1 for shares), else the largest value fills the width.
 */
export function BarChart({ title, bars, max }: { title: string; bars: readonly Bar[]; max?: number }) {
  const scale = max ?? Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <figure className="space-y-3 rounded-lg border bg-card p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      <ul className="space-y-2">
        {bars.map((bar) => {
          const share = scale > 0 ? Math.min(1, bar.value / scale) : 0;
          return (
            <li key={bar.key} className="space-y-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate">{bar.label}</span>
                <span className="shrink-0 font-medium tabular-nums">{bar.shown}</span>
              </div>
              <svg aria-hidden="true" className="block h-3 w-full" focusable="false">
                <rect width="100%" height="12" rx="3" className="fill-muted" />
                {share > 0 && (
                  <rect width={`${(share * 100).toFixed(2)}%`} height="12" rx="3" className="fill-primary" />
                )}
              </svg>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
