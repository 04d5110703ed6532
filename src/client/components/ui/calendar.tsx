import { ChevronLeft, ChevronRight } from "lucide-react";
import type * as React from "react";
import { DayPicker, type DayProps, getDefaultClassNames } from "react-day-picker";
import { DATE_FNS_LOCALES } from "../../../domain/i18n/date-locales";
import { cn } from "../../lib/cn";
import { useI18n } from "../../lib/i18n";

function Chevron({ orientation }: { orientation?: "up" | "down" | "left" | "right" }) {
  return orientation === "left" ? (
    <ChevronLeft aria-hidden className="size-4" />
  ) : (
    <ChevronRight aria-hidden className="size-4" />
  );
}

/**
 * A day's cell without react-day-picker's explicit `role="gridcell"`: inside its `role="grid"` table
 * a cell is one already, and HTML forbids saying so again (the W3C checker of the page tests).
 */
function Day({ day: _day, modifiers: _modifiers, role: _role, ...cell }: DayProps) {
  return <td {...(cell as React.TdHTMLAttributes<HTMLTableCellElement>)} />;
}

/**
 * react-day-picker (keyboard navigable, a labelled grid for screen readers) drawn with the app's
 * Tailwind theme, in the visitor's language (its English labels as react-day-picker writes them).
 * Its own stylesheet is not loaded: every part gets its classes here.
 */
export function Calendar({ className, classNames, labels, ...props }: React.ComponentProps<typeof DayPicker>) {
  const { t, language } = useI18n();
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      className={cn("relative w-fit select-none", className)}
      classNames={{
        root: defaults.root,
        months: "relative flex flex-col gap-4",
        month: "flex flex-col gap-2",
        nav: "absolute inset-x-0 top-0 flex items-center justify-between",
        button_previous:
          "inline-flex size-9 items-center justify-center rounded-md hover:bg-secondary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-disabled:pointer-events-none aria-disabled:opacity-40",
        button_next:
          "inline-flex size-9 items-center justify-center rounded-md hover:bg-secondary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-disabled:pointer-events-none aria-disabled:opacity-40",
        month_caption: "flex h-9 items-center justify-center",
        caption_label: "text-sm font-semibold",
        month_grid: "border-collapse",
        weekdays: "",
        weekday: "w-10 pb-1 text-xs font-medium text-muted-foreground",
        week: "",
        // The days' looks are classes of styles.css ("Calendar days"): one short class a cell
        // rather than the same long list on each of a server-rendered page's hundred days.
        day: "calendar-day",
        day_button: "",
        today: "calendar-today",
        selected: "calendar-selected",
        range_start: "calendar-range-start",
        range_end: "calendar-range-end",
        range_middle: "calendar-range-middle",
        disabled: "calendar-disabled",
        outside: "calendar-outside",
        hidden: "invisible",
        ...classNames,
      }}
      components={{ Chevron, Day }}
      locale={DATE_FNS_LOCALES[language]}
      labels={{
        labelNext: () => t("Go to the Next Month"),
        labelPrevious: () => t("Go to the Previous Month"),
        ...labels,
      }}
      {...props}
    />
  );
}
