import { pathOf } from "../../../../../domain/contracts/endpoint";
import { requestEndpoints } from "../../../../../domain/contracts/requests/endpoints";
import type { CompanyBooking } from "../../../../../domain/contracts/requests/request-schema";
import { formatLongDate } from "../../../../../domain/dates";
import { LICENSE_SIDES } from "../../../../../domain/requests/check-in";
import { useArrivalText } from "../../../../components/arrival-text";
import { AgreementLink, CheckInBadge } from "../../../../components/check-in-state";
import { useI18n } from "../../../../lib/i18n";
import { BookingDetail } from "../booking-parts";

const LINK = "font-medium text-primary underline underline-offset-4 hover:no-underline";

/**
 * The renter's check-in on a confirmed booking (docs/product-rules.md, "Check-in"): how far it came,
 * the arrival, the permit's details, the licence photos and the signed agreement to open.
 */
export function CheckInPanel({ booking }: { booking: CompanyBooking }) {
  const { t, language } = useI18n();
  const arrivalText = useArrivalText();
  if (booking.status !== "confirmed" && !booking.checkIn) return null;
  const checkIn = booking.checkIn;
  const state = checkIn?.state ?? "not-started";
  const { arrival, permit } = checkIn ?? {};
  return (
    <div className="space-y-2 rounded-lg border p-3" data-testid="inbox-check-in">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t("Check-in")}</span>
        <CheckInBadge state={state} testId="check-in-state" />
      </p>
      {checkIn && (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
          {arrival && <BookingDetail label={t("Arrival")} value={arrivalText(arrival)} />}
          {permit && (
            <BookingDetail
              label={t("For the permit")}
              value={t("License {{number}}, {{country}}, valid until {{expiry}}; born {{birth}}", {
                number: permit.licenseNumber,
                country: permit.licenseCountry,
                expiry: formatLongDate(permit.licenseExpiry, language),
                birth: formatLongDate(permit.dateOfBirth, language),
              })}
            />
          )}
        </dl>
      )}
      {checkIn && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {LICENSE_SIDES.filter((side) => checkIn.license[side]).map((side) => (
            <a
              key={side}
              className={LINK}
              href={pathOf(requestEndpoints.bookingLicensePhoto, { id: booking.id, side })}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(side === "front" ? "License photo, front" : "License photo, back")}
            </a>
          ))}
          {checkIn.signedAt && <AgreementLink bookingId={booking.id} signedAt={checkIn.signedAt} />}
        </p>
      )}
    </div>
  );
}
