import type { BookingRequest } from "../../domain/contracts/requests/account-request-schema";
import type { StoredRenter } from "../../domain/contracts/requests/visitor-request-schema";
import type { SessionUser } from "../auth/sessions";
import type { Db } from "../db/client";
import { notFound } from "../errors";
import { findBooking } from "./queries";
import { type RequestLinks, recordRequest } from "./record-request";

/**
 * POST /api/bookings (the spec's call: a vehicle and two dates, and any of the Book Now form's
 * choices): the same request through the same rules and price, its contact details taken from the
 * account (docs/decisions/one-request-path.md). No status link: the account's My Bookings follows
 * it. Answers the booking.
 */
export async function requestBookingForAccount(db: Db, user: SessionUser, body: BookingRequest, links: RequestLinks) {
  const { vehicleId, startDate, endDate, language, currency, ...choices } = body;
  const renter: StoredRenter & { email: string } = {
    ...choices,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    ...(user.nationality && { nationality: user.nationality }),
  };
  const { id } = await recordRequest(
    db,
    { vehicleId, startDate, endDate, language, currency, renter, requester: user },
    links,
  );
  // The vehicle deleted since the commit took its requests with it: the renter hears it is gone.
  const booking = await findBooking(db, id);
  if (!booking) throw notFound("Vehicle", vehicleId);
  return booking;
}
