import type { BookingRequest } from "../../domain/contracts/requests/account-request-schema";
import type { StoredRenter } from "../../domain/contracts/requests/visitor-request-schema";
import type { SessionUser } from "../auth/sessions";
import type { Db } from "../db/client";
import { findBooking } from "./queries";
import { type RequestLinks, recordRequest } from "./record-request";

/**
 * POST /api/bookings (the spec's call: a vehicle and two dates): the same request, its renter
 * details taken from the account (docs/decisions/one-request-path.md). No status link: the
 * account's My Bookings follows it. Answers the booking.
 */
export async function requestBookingForAccount(db: Db, user: SessionUser, body: BookingRequest, links: RequestLinks) {
  const renter: StoredRenter & { email: string } = {
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    ...(user.nationality && { nationality: user.nationality }),
  };
  const { id } = await recordRequest(db, { ...body, language: "en", currency: "USD", renter, requester: user }, links);
  const booking = await findBooking(db, id);
  if (!booking) throw new Error("a recorded request vanished");
  return booking;
}
