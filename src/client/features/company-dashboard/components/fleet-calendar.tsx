import { type KeyboardEvent, type PointerEvent, useMemo, useRef, useState } from "react";
import { calendarBlocks, daysOfMonth, monthOf, shiftMonth } from "../../../../domain/calendar";
import type { CompanyCalendar } from "../../../../domain/contracts/unavailability";
import type { Vehicle } from "../../../../domain/contracts/vehicles";
import { type DayRange, type IsoDate, todayInDominica } from "../../../../domain/dates";
import { vehicleName } from "../../../../domain/vehicle-name";
import { QueryState } from "../../../components/query-state";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { useI18n } from "../../../lib/i18n";
import { useCompanyCalendar } from "../api/get-company-calendar";
import { type GridPosition, useGridFocus } from "../hooks/use-grid-focus";
import { useRangeSelection } from "../hooks/use-range-selection";
import { useScrollToToday } from "../hooks/use-scroll-to-today";
import { CalendarGrid } from "./calendar-grid";
import { CalendarLegend } from "./calendar-legend";
import { CalendarMonthNav } from "./calendar-month-nav";
import type { DayCellHandlers } from "./calendar-vehicle-row";

/**
 * The Fleet Availability Calendar (docs/product-rules.md, "Calendar and unavailability"): a month
 * timeline, one row per vehicle and one column per day, built on a CSS grid. A day range is chosen
 * on a row by dragging with the mouse (or a finger), or from the keyboard with Enter on the first
 * and the last day.
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
  const { t, language } = useI18n();
  const today = todayInDominica();
  const [month, setMonth] = useState(() => monthOf(today));
  const calendar = useCompanyCalendar(month, companyId);
  const days = useMemo(() => daysOfMonth(month), [month]);
  const gridRef = useRef<HTMLDivElement>(null);
  const grid = useGridFocus(gridRef, { row: vehicles.length, col: days.length }, Math.max(0, days.indexOf(today)));
  const { selection, announcement, dispatch } = useRangeSelection(t, language, (vehicleId, range) => {
    const vehicle = vehicles.find((v) => v.id === vehicleId);
    if (vehicle) onSelectRange(vehicle, range);
  });
  const isGridShown = vehicles.length > 0 && !calendar.isLoading;
  useScrollToToday(gridRef, month, today, isGridShown);

  const rows = useMemo(
    () => vehicles.map((vehicle) => ({ vehicle, blocks: blocksFor(vehicle, month, today, calendar.data) })),
    [vehicles, month, today, calendar.data],
  );

  const changeMonth = (by: number) => {
    dispatch({ type: "reset" });
    setMonth((m) => shiftMonth(m, by));
    grid.toFirstColumn();
  };

  const handlers: DayCellHandlers = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>, vehicle, day) => {
      if (event.button !== 0) return;
      // Touch pointers are captured by the first cell; release so the other cells see the drag.
      if (event.currentTarget.hasPointerCapture(event.pointerId)) {
        event.currentTarget.releasePointerCapture(event.pointerId);
      }
      event.preventDefault();
      dispatch({ type: "pointerDown", vehicleId: vehicle.id, day });
    },
    onPointerEnter: (vehicle, day) => dispatch({ type: "pointerEnter", vehicleId: vehicle.id, day }),
    onFocus: grid.onCellFocus,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>, at: GridPosition) => {
      const next = grid.moveFrom(event.key, at);
      if (next) {
        event.preventDefault();
        const [vehicle, day] = [vehicles[next.row], days[next.col]];
        if (vehicle && day) dispatch({ type: "keyboardMove", vehicleId: vehicle.id, day });
        return;
      }
      const [vehicle, day] = [vehicles[at.row], days[at.col]];
      if (!vehicle || !day) return;
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        dispatch({
          type: "keyboardSelect",
          vehicleId: vehicle.id,
          day,
          vehicleName: vehicleName(vehicle),
        });
      } else if (event.key === "Escape") {
        dispatch({ type: "cancel" });
      }
    },
  };

  return (
    <Card className="gap-4">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle className="text-xl">
            <h2>{t("Fleet Availability Calendar")}</h2>
          </CardTitle>
          <CalendarMonthNav
            month={month}
            isFetching={calendar.isFetching && !calendar.isLoading}
            onShift={changeMonth}
          />
        </div>
        <CalendarLegend />
        <p className="text-sm text-muted-foreground">
          {t(
            "Drag across days on a vehicle's row (tap a day on a phone, or press Enter on the first and last day) to manage its unavailability.",
          )}
        </p>
      </CardHeader>
      <CardContent className="space-y-2 px-3 sm:px-6">
        <QueryState
          isLoading={calendar.isLoading}
          error={calendar.error}
          fallback="Failed to fetch unavailability periods"
          label="calendar"
        />
        {vehicles.length === 0 ? (
          <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">
            {t("No vehicles available")}
          </p>
        ) : (
          isGridShown && (
            <CalendarGrid ref={gridRef} {...{ month, days, today, rows, selection, handlers }} focus={grid.focus} />
          )
        )}
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </CardContent>
    </Card>
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
    cleaningDays: data?.cleaningDays,
  });
}
