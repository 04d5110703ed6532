// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid on a CSS grid; table elements cannot lay blocks across cells
// biome-ignore-all lint/a11y/useFocusableInteractive: in an ARIA grid only cells take focus (roving tabindex), not rows or headers
import type { KeyboardEvent, PointerEvent } from "react";
import { type CalendarBlock, dayStatus } from "../../../../domain/calendar";
import type { Vehicle } from "../../../../domain/contracts/vehicles";
import { formatLongDate, type IsoDate, isWeekend } from "../../../../domain/dates";
import { optionLabel } from "../../../../domain/option-labels";
import { vehicleName } from "../../../../domain/vehicle-name";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";
import type { GridPosition } from "../hooks/use-grid-focus";
import { isDaySelected, type Selection } from "../hooks/use-range-selection";
import { CalendarBlockBar } from "./calendar-block-bar";

export interface DayCellHandlers {
  onPointerDown: (event: PointerEvent<HTMLDivElement>, vehicle: Vehicle, day: IsoDate) => void;
  onPointerEnter: (vehicle: Vehicle, day: IsoDate) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>, at: GridPosition) => void;
  onFocus: (at: GridPosition) => void;
}

/** One vehicle's row: its name, a focusable cell per day, and its blocks stacked in lanes over the cells. */
export function CalendarVehicleRow({
  vehicle,
  blocks,
  row,
  days,
  today,
  columns,
  tabbableCol,
  selection,
  handlers,
}: {
  vehicle: Vehicle;
  blocks: CalendarBlock[];
  row: number;
  days: IsoDate[];
  today: IsoDate;
  columns: string;
  /** The column of the row's tabbable cell, or -1 when another row holds it. */
  tabbableCol: number;
  selection: Selection | null;
  handlers: DayCellHandlers;
}) {
  const { t, language } = useI18n();
  const name = vehicleName(vehicle);
  const lanes = Math.max(1, ...blocks.map((b) => b.lane + 1));
  return (
    <div
      role="row"
      data-testid={`calendar-row-${vehicle.id}`}
      className="grid min-h-14 border-b last:border-b-0"
      style={{ gridTemplateColumns: columns, gridTemplateRows: `repeat(${lanes}, minmax(1.75rem, 1fr))` }}
    >
      <div
        role="rowheader"
        className="sticky left-0 z-20 flex flex-col justify-center border-r bg-background px-3 py-1.5"
        style={{ gridRow: "1 / -1", gridColumn: 1 }}
      >
        <span className="truncate text-sm font-medium" translate="no">
          {name}
        </span>
        <span className="text-xs text-muted-foreground">{t(optionLabel(vehicle.type))}</span>
      </div>
      {days.map((day, col) => {
        const isSelected = isDaySelected(selection, vehicle.id, day);
        return (
          <div
            key={day}
            role="gridcell"
            tabIndex={tabbableCol === col ? 0 : -1}
            aria-selected={isSelected ? true : undefined}
            aria-label={t("{{vehicle}}, {{day}}: {{status}}", {
              vehicle: name,
              day: formatLongDate(day, language),
              status: t(dayStatus(blocks, day).label),
            })}
            data-row={row}
            data-col={col}
            data-day={day}
            data-vehicle-id={vehicle.id}
            className={cn(
              "cursor-pointer select-none border-l outline-none hover:bg-primary/10 focus-visible:relative focus-visible:z-20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
              isWeekend(day) && "bg-muted/60",
              day === today && "bg-primary/10",
              isSelected && "bg-primary/30 hover:bg-primary/30",
            )}
            style={{ gridRow: "1 / -1", gridColumn: col + 2 }}
            onFocus={() => handlers.onFocus({ row, col })}
            onPointerDown={(event) => handlers.onPointerDown(event, vehicle, day)}
            onPointerEnter={() => handlers.onPointerEnter(vehicle, day)}
            onKeyDown={(event) => handlers.onKeyDown(event, { row, col })}
          />
        );
      })}
      {blocks.map((block) => (
        <CalendarBlockBar key={block.key} block={block} days={days} vehicleId={vehicle.id} />
      ))}
    </div>
  );
}
