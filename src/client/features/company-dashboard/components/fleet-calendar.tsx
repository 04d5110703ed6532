// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid on a CSS grid; table elements cannot lay blocks across cells
// biome-ignore-all lint/a11y/useFocusableInteractive: in an ARIA grid only cells take focus (roving tabindex), not rows or headers
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from "react";
import {
  type CalendarBlock,
  calendarBlocks,
  dayStatus,
  daysOfMonth,
  monthOf,
  STATUS_COLORS,
  shiftMonth,
} from "../../../../domain/calendar";
import { formatLongDate, type IsoDate, todayInDominica } from "../../../../domain/dates";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import type { Vehicle } from "../../../lib/types";
import { useCompanyCalendar } from "../api/get-company-calendar";
import type { CompanyCalendar } from "../api/types";
import { CalendarLegend } from "./calendar-legend";
import type { DayRange } from "./unavailability-dialog";
import { optionLabel } from "./vehicle-labels";

interface Selection {
  vehicleId: number;
  anchor: IsoDate;
  current: IsoDate;
  by: "pointer" | "keyboard";
}

const monthTitle = (month: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
const weekday = (day: IsoDate) =>
  new Intl.DateTimeFormat("en-US", { weekday: "narrow", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
const isWeekend = (day: IsoDate) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
const ordered = (a: IsoDate, b: IsoDate): DayRange =>
  a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a };

/**
 * Spec §2 Fleet Availability Calendar: a month timeline, one row per vehicle and one column per
 * day, built on a CSS grid. A day range is chosen on a row by dragging with the mouse (or a
 * finger), or from the keyboard with Enter on the first and the last day.
 */
export function FleetCalendar({
  vehicles,
  companyId,
  onSelectRange,
}: {
  vehicles: Vehicle[];
  companyId: number | null;
  onSelectRange: (vehicle: Vehicle, range: DayRange) => void;
}) {
  const today = todayInDominica();
  const [month, setMonth] = useState(() => monthOf(today));
  const calendar = useCompanyCalendar(month, companyId);
  const days = useMemo(() => daysOfMonth(month), [month]);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [focus, setFocus] = useState({ row: 0, col: Math.max(0, days.indexOf(today)) });
  const [announcement, setAnnouncement] = useState("");
  const gridRef = useRef<HTMLDivElement>(null);
  const moveFocusRef = useRef(false);

  const rows = useMemo(
    () => vehicles.map((vehicle) => ({ vehicle, blocks: blocksFor(vehicle, month, today, calendar.data) })),
    [vehicles, month, today, calendar.data],
  );

  const finish = (sel: Selection) => {
    setSelection(null);
    const vehicle = vehicles.find((v) => v.id === sel.vehicleId);
    if (vehicle) onSelectRange(vehicle, ordered(sel.anchor, sel.current));
  };

  // A drag ends wherever the pointer is released, even outside the grid.
  useEffect(() => {
    if (selection?.by !== "pointer") return;
    const onUp = () => finish(selection);
    const onCancel = () => setSelection(null);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onCancel);
    return () => {
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onCancel);
    };
  });

  useEffect(() => {
    if (!moveFocusRef.current) return;
    moveFocusRef.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-row="${focus.row}"][data-col="${focus.col}"]`)?.focus();
  }, [focus]);

  // On a narrow screen the month does not fit: start the view at today rather than the 1st.
  const hasRows = vehicles.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new month re-renders the headers to measure
  useEffect(() => {
    const grid = gridRef.current;
    const todayHeader = grid?.querySelector<HTMLElement>(`[role="columnheader"][data-day="${today}"]`);
    const resourceHeader = grid?.querySelector<HTMLElement>('[role="columnheader"]');
    if (!grid || !hasRows) return;
    grid.scrollLeft = todayHeader && resourceHeader ? todayHeader.offsetLeft - resourceHeader.offsetWidth : 0;
  }, [month, today, hasRows]);

  const changeMonth = (by: number) => {
    setSelection(null);
    setMonth((m) => shiftMonth(m, by));
    setFocus((f) => ({ ...f, col: 0 }));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>, vehicleId: number, day: IsoDate) => {
    if (event.button !== 0) return;
    // Touch pointers are captured by the first cell; release so the other cells see the drag.
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    event.preventDefault();
    setSelection({ vehicleId, anchor: day, current: day, by: "pointer" });
  };
  const onPointerEnter = (vehicleId: number, day: IsoDate) => {
    setSelection((sel) => (sel?.by === "pointer" && sel.vehicleId === vehicleId ? { ...sel, current: day } : sel));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, row: number, col: number) => {
    const vehicle = vehicles[row];
    if (!vehicle) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      Home: [0, -col],
      End: [0, days.length - 1 - col],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const next = {
        row: Math.min(vehicles.length - 1, Math.max(0, row + move[0])),
        col: Math.min(days.length - 1, Math.max(0, col + move[1])),
      };
      moveFocusRef.current = true;
      setFocus(next);
      const day = days[next.col];
      if (day && selection?.by === "keyboard" && next.row === row) setSelection({ ...selection, current: day });
      return;
    }
    const day = days[col];
    if (!day) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      if (selection?.by === "keyboard" && selection.vehicleId === vehicle.id) {
        finish({ ...selection, current: day });
      } else {
        setSelection({ vehicleId: vehicle.id, anchor: day, current: day, by: "keyboard" });
        setAnnouncement(
          `Start ${formatLongDate(day)} chosen for the ${vehicle.make} ${vehicle.model}. Move to the last day and press Enter.`,
        );
      }
    } else if (event.key === "Escape" && selection) {
      setSelection(null);
      setAnnouncement("Selection cancelled.");
    }
  };

  const columns = `var(--resource-column) repeat(${days.length}, var(--day-column))`;
  const selected = selection ? ordered(selection.anchor, selection.current) : null;

  return (
    <Card className="gap-4">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle className="text-xl">Fleet Availability Calendar</CardTitle>
          <div className="flex items-center gap-2">
            {calendar.isFetching && <Spinner label="Loading calendar" />}
            <Button variant="outline" size="icon" aria-label="Previous month" onClick={() => changeMonth(-1)}>
              <ChevronLeft aria-hidden />
            </Button>
            <h3 className="min-w-36 text-center font-semibold" aria-live="polite">
              {monthTitle(month)}
            </h3>
            <Button variant="outline" size="icon" aria-label="Next month" onClick={() => changeMonth(1)}>
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </div>
        <CalendarLegend />
        <p className="text-sm text-muted-foreground">
          Drag across days on a vehicle's row (tap a day on a phone, or press Enter on the first and last day) to manage
          its unavailability.
        </p>
      </CardHeader>
      <CardContent className="px-3 sm:px-6">
        {calendar.isError && (
          <p role="alert" className="mb-2 text-sm text-destructive">
            {errorMessage(calendar.error, "Failed to fetch unavailability periods")}
          </p>
        )}
        {vehicles.length === 0 ? (
          <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">No vehicles available</p>
        ) : (
          <div
            ref={gridRef}
            role="grid"
            aria-label={`Fleet availability, ${monthTitle(month)}`}
            aria-rowcount={vehicles.length + 1}
            className="max-h-[600px] overflow-auto rounded-md border [--day-column:2.75rem] [--resource-column:120px] md:[--day-column:minmax(2rem,1fr)] md:[--resource-column:200px]"
          >
            <div className="min-w-max md:min-w-0">
              <div
                role="row"
                className="sticky top-0 z-30 grid border-b bg-background"
                style={{ gridTemplateColumns: columns }}
              >
                <div role="columnheader" className="sticky left-0 z-10 bg-background px-3 py-2 text-sm font-semibold">
                  Vehicle
                </div>
                {days.map((day) => (
                  <div
                    key={day}
                    role="columnheader"
                    aria-label={formatLongDate(day)}
                    data-day={day}
                    className={cn(
                      "flex flex-col items-center border-l py-1 text-xs leading-tight",
                      isWeekend(day) && "bg-muted/60",
                      day === today && "bg-primary/15 font-bold text-primary",
                    )}
                  >
                    <span aria-hidden className="text-muted-foreground">
                      {weekday(day)}
                    </span>
                    <span aria-hidden>{Number(day.slice(8))}</span>
                  </div>
                ))}
              </div>
              {rows.map(({ vehicle, blocks }, row) => {
                const lanes = Math.max(1, ...blocks.map((b) => b.lane + 1));
                return (
                  <div
                    key={vehicle.id}
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
                      <span className="truncate text-sm font-medium">
                        {vehicle.make} {vehicle.model}
                      </span>
                      <span className="text-xs text-muted-foreground">{optionLabel(vehicle.type)}</span>
                    </div>
                    {days.map((day, col) => {
                      const state = dayStatus(blocks, day);
                      const isSelected =
                        selected &&
                        selection?.vehicleId === vehicle.id &&
                        selected.startDate <= day &&
                        day <= selected.endDate;
                      return (
                        <div
                          key={day}
                          role="gridcell"
                          tabIndex={focus.row === row && focus.col === col ? 0 : -1}
                          aria-selected={isSelected ? true : undefined}
                          aria-label={`${vehicle.make} ${vehicle.model}, ${formatLongDate(day)}: ${state.label}`}
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
                          onFocus={() => setFocus({ row, col })}
                          onPointerDown={(event) => onPointerDown(event, vehicle.id, day)}
                          onPointerEnter={() => onPointerEnter(vehicle.id, day)}
                          onKeyDown={(event) => onKeyDown(event, row, col)}
                        />
                      );
                    })}
                    {blocks.map((block) => (
                      <BlockBar key={block.key} block={block} days={days} vehicleId={vehicle.id} />
                    ))}
                  </div>
                );
              })}
            </div>
          </div>
        )}
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </CardContent>
    </Card>
  );
}

/** A coloured period drawn over its days; clicks pass through to the day cells beneath. */
function BlockBar({ block, days, vehicleId }: { block: CalendarBlock; days: IsoDate[]; vehicleId: number }) {
  const start = days.indexOf(block.startDate);
  const end = days.indexOf(block.endDate);
  return (
    <div
      aria-hidden
      data-testid={`calendar-block-${vehicleId}`}
      data-status={block.status}
      title={`${block.label}: ${formatLongDate(block.startDate)} – ${formatLongDate(block.endDate)}`}
      className="pointer-events-none z-10 mx-0.5 my-0.5 flex items-center overflow-hidden rounded px-1.5 text-[11px] font-medium whitespace-nowrap text-white shadow-sm"
      style={{
        gridRow: block.lane + 1,
        gridColumn: `${start + 2} / ${end + 3}`,
        backgroundColor: STATUS_COLORS[block.status],
      }}
    >
      <span className="truncate">{block.label}</span>
    </div>
  );
}

function blocksFor(vehicle: Vehicle, month: string, today: IsoDate, calendar: CompanyCalendar | undefined) {
  // While another month loads, the previous month's data is kept: draw only what belongs here.
  const data = calendar?.month === month ? calendar : undefined;
  return calendarBlocks({
    month,
    today,
    vehicle,
    periods: data?.periods.filter((p) => p.vehicleId === vehicle.id) ?? [],
    bookings: data?.bookings.filter((b) => b.vehicleId === vehicle.id) ?? [],
  });
}
