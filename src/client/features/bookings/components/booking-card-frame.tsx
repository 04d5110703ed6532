import type { ReactNode } from "react";
import type { Booking } from "../../../../domain/contracts/requests/request-schema";
import { formatLongDate } from "../../../../domain/dates";
import { vehicleName } from "../../../../domain/vehicle-name";
import { BookingStatusBadge, PaymentStatusBadge } from "../../../components/booking-status-badge";
import { StoredPriceLines, storedQuoteAsShown } from "../../../components/price-lines";
import { Card } from "../../../components/ui/card";
import { useMoney } from "../../../lib/display-currency";
import { useI18n } from "../../../lib/i18n";
import { BookingDetail, BookingPhoto } from "./booking-parts";

/** Where a card's rows below its figures go: full width on a phone, beside the photo when wider. */
export const BELOW_PHOTO = "col-span-2 sm:col-span-1 sm:col-start-2";

const PHOTO_ROW_SPAN: Record<number, string> = {
  2: "sm:row-span-2",
  3: "sm:row-span-3",
  4: "sm:row-span-4",
  5: "sm:row-span-5",
};

interface BookingCardFrameProps {
  booking: Pick<
    Booking,
    | "id"
    | "status"
    | "paymentStatus"
    | "startDate"
    | "endDate"
    | "totalPrice"
    | "priceLines"
    | "priceCurrency"
    | "vehicle"
  >;
  /** The request's reference, when it was sent through the form. */
  reference: string | null;
  /** The id the card's title carries: its buttons are described by it. */
  titleId: string;
  /** How many rows `children` makes: the photo spans exactly the rows beside it. */
  rowsBelow: number;
  /** The rows below the figures, each placed with `BELOW_PHOTO`. */
  children: ReactNode;
}

/**
 * One booking as a card, the company's inbox and the renter's My Bookings alike: the photo, the
 * vehicle, the booking's number and reference, its statuses, dates, total and deposit; each list
 * adds its own rows below.
 */
export function BookingCardFrame({ booking, reference, titleId, rowsBelow, children }: BookingCardFrameProps) {
  const { t, language } = useI18n();
  const { total, currency } = useMoney();
  const { vehicle } = booking;
  // The stored lines as this reader sees them, and the total they add up to on screen.
  const shownQuote = booking.priceLines?.length
    ? storedQuoteAsShown(booking.priceLines, booking.priceCurrency, currency)
    : null;
  const name = vehicleName(vehicle);
  return (
    <Card
      className="grid grid-cols-[6rem_1fr] gap-x-4 gap-y-4 p-4 sm:grid-cols-[11rem_1fr] sm:p-5"
      aria-labelledby={titleId}
      role="article"
      data-testid="booking-card"
    >
      <BookingPhoto
        image={vehicle.image}
        name={name}
        noPhotoLabel={t("No photo of the {{name}}", { name })}
        className={PHOTO_ROW_SPAN[2 + rowsBelow] ?? ""}
      />
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-start sm:justify-between">
        <div>
          <h3 id={titleId} className="text-lg font-semibold leading-tight">
            {name}
          </h3>
          <p className="text-sm text-muted-foreground">
            <span>{t("Booking #{{id}}", { id: booking.id })}</span>
            {reference && <span> · {t("Request {{reference}}", { reference })}</span>}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <BookingStatusBadge status={booking.status} />
          <PaymentStatusBadge status={booking.paymentStatus} />
        </div>
      </div>

      <div className={`${BELOW_PHOTO} space-y-2 text-sm`}>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 lg:grid-cols-4">
          <BookingDetail label={t("From")} value={formatLongDate(booking.startDate, language)} />
          <BookingDetail label={t("To")} value={formatLongDate(booking.endDate, language)} />
          <BookingDetail
            label={t("Total price")}
            value={total(booking.totalPrice, booking.priceCurrency, shownQuote?.total)}
          />
          <BookingDetail label={t("Deposit")} value={total(vehicle.deposit, booking.priceCurrency)} />
        </dl>
        {shownQuote && (
          <details data-testid="booking-price-lines">
            <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
              {t("Price breakdown")}
            </summary>
            <div className="mt-1 max-w-md">
              <StoredPriceLines shown={shownQuote} from={booking.priceCurrency} currency={currency} />
            </div>
          </details>
        )}
      </div>
      {children}
    </Card>
  );
}
