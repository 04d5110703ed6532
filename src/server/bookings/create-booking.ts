import { and, count, eq, sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "../../domain/account-status";
import { BOOKING_LIMITS } from "../../domain/constants";
import type { BookingRequest } from "../../domain/contracts/bookings/booking-request-schema";
import { priceForPeriod } from "../../domain/pricing";
import type { SessionUser } from "../auth/sessions";
import { isVehicleFreeBetween } from "../availability/conflicts";
import type { Db } from "../db/client";
import { isVehicleListed, vehicleCompanyJoin } from "../db/public-listing";
import { bookings, companies, users, vehicles } from "../db/schema";
import { conflict, forbidden, notFound } from "../errors";
import { findBooking } from "./queries";

export const VEHICLE_NOT_BOOKABLE = "This vehicle is not available for booking";
export const VEHICLE_NOT_FREE = "The vehicle is not available for the selected dates";
export const OWN_VEHICLE = "You cannot book a vehicle of your own company";
export const TOO_MANY_PENDING_FOR_VEHICLE = `You already have ${BOOKING_LIMITS.pendingPerVehicle} requests waiting for this vehicle. Wait for the company to answer them.`;
export const TOO_MANY_PENDING = `You already have ${BOOKING_LIMITS.pendingOverall} booking requests waiting. Wait for the companies to answer them.`;

/**
 * Records a logged-in user's booking request as pending. The price comes from the vehicle's prices
 * and the shared pricing rules (docs/product-rules.md, "Prices"), never from the client. A request
 * does not block the vehicle; only the company's approval does, and that re-checks the dates under
 * a lock. Only approved accounts book, never their own company's vehicles, and each holds a bounded
 * number of pending requests: counted with the user's row locked, so parallel requests cannot slip
 * past.
 */
export async function createBooking(db: Db, user: SessionUser, request: BookingRequest) {
  if (!user.isActive) throw forbidden(ACCOUNT_MESSAGES.pendingCannotBook);
  const { vehicleId, startDate, endDate } = request;
  return db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select({
        companyId: vehicles.companyId,
        dailyPrice: vehicles.dailyPrice,
        weeklyPrice: vehicles.weeklyPrice,
        monthlyPrice: vehicles.monthlyPrice,
        isListed: isVehicleListed.mapWith(Boolean),
        isFree: isVehicleFreeBetween(startDate, endDate).mapWith(Boolean),
      })
      .from(vehicles)
      .innerJoin(companies, vehicleCompanyJoin)
      .where(eq(vehicles.id, vehicleId));
    if (!vehicle) throw notFound("Vehicle", vehicleId);
    if (!vehicle.isListed) throw conflict(VEHICLE_NOT_BOOKABLE);
    if (vehicle.companyId === user.companyId) throw forbidden(OWN_VEHICLE);
    if (!vehicle.isFree) throw conflict(VEHICLE_NOT_FREE);

    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const [pending] = await tx
      .select({
        all: count(),
        thisVehicle: sql<number>`count(*) filter (where ${bookings.vehicleId} = ${vehicleId})`.mapWith(Number),
      })
      .from(bookings)
      .where(and(eq(bookings.userId, user.id), eq(bookings.status, "pending")));
    if ((pending?.thisVehicle ?? 0) >= BOOKING_LIMITS.pendingPerVehicle) throw conflict(TOO_MANY_PENDING_FOR_VEHICLE);
    if ((pending?.all ?? 0) >= BOOKING_LIMITS.pendingOverall) throw conflict(TOO_MANY_PENDING);

    const [created] = await tx
      .insert(bookings)
      .values({
        userId: user.id,
        vehicleId,
        startDate,
        endDate,
        totalPrice: priceForPeriod(vehicle, startDate, endDate),
        status: "pending",
        paymentStatus: "pending",
      })
      .returning({ id: bookings.id });
    const booking = created && (await findBooking(tx, created.id));
    if (!booking) throw new Error("booking insert returned nothing");
    return booking;
  });
}
