import { lazy } from "react";
import type { Location } from "../../../domain/constants";
import type { PublicVehicle } from "../../../domain/contracts/vehicles";
import type { DayRange } from "../../../domain/dates";
import { LazyDialogButton } from "../../components/lazy-dialog-button";
import { useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";

// The buttons are on every card; their dialogs load when one is first pressed.
const BookNowDialogContent = lazy(() => import("./book-now-dialog").then((m) => ({ default: m.BookNowDialogContent })));
const AvailabilityDialogContent = lazy(() =>
  import("./availability-dialog").then((m) => ({ default: m.AvailabilityDialogContent })),
);

/** The address's mark of an open Book Now form: `?book=<vehicle id>`. */
export const BOOK_PARAM = "book";

/**
 * The 'Book Now' button and its booking form dialog. With `hasPlainForm` (the vehicle page), before
 * or without the app the button opens the plain request form with the period and the searched
 * pick-up place (`GET /vehicles/:id/request`, src/server/pages/request-form.ts).
 */
export function BookNowDialog({
  vehicle,
  period,
  pickup,
  className,
  disabledBecause,
  hasPlainForm = false,
}: {
  vehicle: PublicVehicle;
  period?: DayRange;
  /** The place the visitor searched for, chosen where the company offers it. */
  pickup?: Location;
  className?: string;
  /** The id of the sentence saying why these dates cannot be booked; the button is off then. */
  disabledBecause?: string;
  hasPlainForm?: boolean;
}) {
  const { t } = useI18n();
  const button = (
    <LazyDialogButton
      className={className}
      disabled={disabledBecause !== undefined}
      aria-describedby={disabledBecause}
      urlParam={{ name: BOOK_PARAM, value: String(vehicle.id) }}
      submitsPlainForm={hasPlainForm}
      dialog={(dialog) => <BookNowDialogContent vehicle={vehicle} period={period} pickup={pickup} {...dialog} />}
    >
      {t("Book Now")}
    </LazyDialogButton>
  );
  if (!hasPlainForm) return button;
  return (
    <form method="get" action={paths.vehicleRequest(vehicle.id)} className="contents">
      {period && (
        <>
          <input type="hidden" name="start" value={period.startDate} />
          <input type="hidden" name="end" value={period.endDate} />
        </>
      )}
      {pickup && <input type="hidden" name="pickup" value={pickup} />}
      {button}
    </form>
  );
}

/** The 'Check Availability' button and its dialog. */
export function AvailabilityDialog({ vehicle, period }: { vehicle: PublicVehicle; period?: DayRange }) {
  const { t } = useI18n();
  return (
    <LazyDialogButton
      variant="outline"
      dialog={(dialog) => <AvailabilityDialogContent vehicle={vehicle} period={period} {...dialog} />}
    >
      {t("Check Availability")}
    </LazyDialogButton>
  );
}
