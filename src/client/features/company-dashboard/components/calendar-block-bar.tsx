import type { CalendarBlock } from "../../../../domain/calendar";
import { formatLongDate, type IsoDate } from "../../../../domain/dates";
import { useI18n } from "../../../lib/i18n";
import { STATUS_COLORS } from "./calendar-colors";

/** A coloured period drawn over its days; clicks pass through to the day cells beneath. */
export function CalendarBlockBar({
  block,
  days,
  vehicleId,
}: {
  block: CalendarBlock;
  days: IsoDate[];
  vehicleId: number;
}) {
  const { t, language } = useI18n();
  const label = t(block.label);
  const start = days.indexOf(block.startDate);
  const end = days.indexOf(block.endDate);
  return (
    <div
      aria-hidden
      data-testid={`calendar-block-${vehicleId}`}
      data-status={block.status}
      title={t("{{label}}: {{from}} – {{to}}", {
        label,
        from: formatLongDate(block.startDate, language),
        to: formatLongDate(block.endDate, language),
      })}
      className="pointer-events-none z-10 mx-0.5 my-0.5 flex items-center overflow-hidden rounded px-1.5 text-[11px] font-medium whitespace-nowrap text-white shadow-sm"
      style={{
        gridRow: block.lane + 1,
        gridColumn: `${start + 2} / ${end + 3}`,
        backgroundColor: STATUS_COLORS[block.status],
      }}
    >
      <span className="truncate">{label}</span>
    </div>
  );
}
