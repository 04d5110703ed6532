import { bookingTransitionRefusal } from "../../domain/booking-status";
import type { BookingStatus } from "../../domain/constants";
import { isActiveAdmin } from "../auth/guard";
import type { SessionUser } from "../auth/sessions";
import { hasOverlappingConfirmedBooking, hasOverlappingUnavailability, lockVehicle } from "../availability/conflicts";
import type { Db } from "../db/client";
import { conflict, forbidden, isExclusionViolation, notFound } from "../errors";
import { findBooking, findBookingOwner, lockBooking, setBookingStatus } from "./queries";

export const OVERLAPS_ANOTHER_BOOKING = "This booking overlaps another confirmed booking of this vehicle";
export const ONLY_COMPANIES_CHANGE_STATUS = "Only the company renting out the vehicle can approve or decline a booking";
export const OVERLAPS_UNAVAILABLE_PERIOD = "This booking overlaps a period when the vehicle is unavailable";

/**
 * Approve (confirmed) or decline (rejected) a pending booking, as the company owning the vehicle
 * or an admin. Confirming runs in one transaction: lock the vehicle row, re-read the booking,
 * check unavailability and confirmed bookings, then update. The exclusion constraint
 * `bookings_no_overlapping_confirmed` is the last word should anything slip past the checks.
 */
export async function changeBookingStatus(
  db: Db,
  options: { bookingId: number; status: BookingStatus; actor: SessionUser },
) {
  const { bookingId, status, actor } = options;
  const byAdmin = isActiveAdmin(actor);
  if (!byAdmin && actor.companyId === null) throw forbidden(ONLY_COMPANIES_CHANGE_STATUS);
  const owner = await findBookingOwner(db, bookingId);
  // Another company's booking is answered like a missing one: its existence is not theirs to know.
  if (!owner || !(byAdmin || actor.companyId === owner.companyId)) throw notFound("Booking");

  try {
    await db.transaction(async (tx) => {
      await lockVehicle(tx, owner.vehicleId);
      const booking = await lockBooking(tx, bookingId);
      if (!booking) throw notFound("Booking");
      const refusal = bookingTransitionRefusal(booking.status, status);
      if (refusal) throw conflict(refusal);
      if (status === "confirmed") {
        const { vehicleId, startDate, endDate } = booking;
        if (await hasOverlappingUnavailability(tx, vehicleId, startDate, endDate)) {
          throw conflict(OVERLAPS_UNAVAILABLE_PERIOD);
        }
        if (await hasOverlappingConfirmedBooking(tx, vehicleId, startDate, endDate, bookingId)) {
          throw conflict(OVERLAPS_ANOTHER_BOOKING);
        }
      }
      await setBookingStatus(tx, bookingId, status);
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(OVERLAPS_ANOTHER_BOOKING);
    throw error;
  }
  const updated = await findBooking(db, bookingId);
  if (!updated) throw notFound("Booking");
  return updated;
}
