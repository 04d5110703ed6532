// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid on a CSS grid; table elements cannot lay blocks across cells
import type { Ref } from "react";
import type { CalendarBlock } from "../../../../domain/calendar";
import type { Vehicle } from "../../../../domain/contracts/vehicles";
import { formatMonthTitle, type IsoDate } from "../../../../domain/dates";
import { useI18n } from "../../../lib/i18n";
import type { GridPosition } from "../hooks/use-grid-focus";
import type { Selection } from "../hooks/use-range-selection";
import { CalendarHeaderRow } from "./calendar-header-row";
import { CalendarVehicleRow, type DayCellHandlers } from "./calendar-vehicle-row";

/**
 * The month as an ARIA grid on a CSS grid: a sticky header row and vehicle column, one column per
 * day. Phones scroll it sideways at fixed day widths; from 768 px the days share the width.
 */
export function CalendarGrid({
  ref,
  month,
  days,
  today,
  rows,
  focus,
  selection,
  handlers,
}: {
  ref: Ref<HTMLDivElement>;
  month: string;
  days: IsoDate[];
  today: IsoDate;
  rows: { vehicle: Vehicle; blocks: CalendarBlock[] }[];
  focus: GridPosition;
  selection: Selection | null;
  handlers: DayCellHandlers;
}) {
  const { t, language } = useI18n();
  const columns = `var(--resource-column) repeat(${days.length}, var(--day-column))`;
  return (
    <div
      ref={ref}
      role="grid"
      aria-label={t("Fleet availability, {{month}}", { month: formatMonthTitle(month, language) })}
      aria-rowcount={rows.length + 1}
      className="max-h-[600px] overflow-auto rounded-md border [--day-column:2.75rem] [--resource-column:120px] md:[--day-column:minmax(2rem,1fr)] md:[--resource-column:200px]"
    >
      <div className="min-w-max md:min-w-0">
        <CalendarHeaderRow days={days} today={today} columns={columns} />
        {rows.map(({ vehicle, blocks }, row) => (
          <CalendarVehicleRow
            key={vehicle.id}
            {...{ vehicle, blocks, row, days, today, columns, selection, handlers }}
            tabbableCol={focus.row === row ? focus.col : -1}
          />
        ))}
      </div>
    </div>
  );
}
