import { ChevronLeft, ChevronRight } from "lucide-react";
import type * as React from "react";
import { DayPicker, getDefaultClassNames } from "react-day-picker";
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
 * react-day-picker (keyboard navigable, a labelled grid for screen readers) drawn with the app's
 * Tailwind theme, in the visitor's language (its English labels as react-day-picker writes them).
 * Its own stylesheet is not loaded: every part gets its classes here.
 */
export function Calendar({ className, classNames, labels, ...props }: React.ComponentProps<typeof DayPicker>) {
  const { t, language } = useI18n();
  const defaults = getDefaultClassNames();
  const dayButton = "[&>button]:size-10 [&>button]:rounded-md";
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
        day: cn(
          "p-0 text-center text-sm",
          dayButton,
          // Hover only where nothing else colours the day: a tap leaves :hover behind on a phone.
          "[&:not([aria-selected]):not([data-disabled])>button:hover]:bg-secondary [&>button]:focus-visible:outline-none [&>button]:focus-visible:ring-[3px] [&>button]:focus-visible:ring-ring/60",
        ),
        day_button: "",
        today: "[&>button]:font-bold [&>button]:underline [&>button]:underline-offset-4",
        selected: "[&>button]:bg-primary [&>button]:text-primary-foreground",
        range_start: "[&>button]:rounded-r-none",
        range_end: "[&>button]:rounded-l-none",
        range_middle: "[&>button]:rounded-none [&>button]:bg-secondary [&>button]:text-secondary-foreground",
        disabled: "[&>button]:cursor-not-allowed [&>button]:text-muted-foreground/60",
        outside: "[&>button]:text-muted-foreground",
        hidden: "invisible",
        ...classNames,
      }}
      components={{ Chevron }}
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
