import { eq } from "drizzle-orm";
import type { BookingRequest } from "../../domain/booking-request-schema";
import { priceForPeriod } from "../../domain/pricing";
import type { Db } from "../db/client";
import { bookings, companies, vehicles } from "../db/schema";
import { conflict, notFound } from "../errors";
import { isVehicleListed, vehicleCompanyJoin } from "../vehicles/vehicle-response";
import type { BookingResponse } from "./booking-response";
import { isVehicleFreeBetween } from "./overlaps";
import { findBookingResponse } from "./queries";

export const VEHICLE_NOT_BOOKABLE = "This vehicle is not available for booking";
export const VEHICLE_NOT_FREE = "The vehicle is not available for the selected dates";

/**
 * Records a logged-in user's booking request as pending. The price comes from the vehicle's
 * prices and the shared pricing rules (spec §9), never from the client. A request does not block
 * the vehicle; only the company's approval does, and that re-checks the dates under a lock.
 */
export async function createBooking(db: Db, userId: number, request: BookingRequest): Promise<BookingResponse> {
  const { vehicleId, startDate, endDate } = request;
  const [vehicle] = await db
    .select({
      dailyPrice: vehicles.dailyPrice,
      weeklyPrice: vehicles.weeklyPrice,
      monthlyPrice: vehicles.monthlyPrice,
      isListed: isVehicleListed.mapWith(Boolean),
      isFree: isVehicleFreeBetween(startDate, endDate).mapWith(Boolean),
    })
    .from(vehicles)
    .innerJoin(companies, vehicleCompanyJoin)
    .where(eq(vehicles.id, vehicleId));
  if (!vehicle) throw notFound(`Vehicle ID ${vehicleId} not found`);
  if (!vehicle.isListed) throw conflict(VEHICLE_NOT_BOOKABLE);
  if (!vehicle.isFree) throw conflict(VEHICLE_NOT_FREE);

  const [created] = await db
    .insert(bookings)
    .values({
      userId,
      vehicleId,
      startDate,
      endDate,
      totalPrice: priceForPeriod(vehicle, startDate, endDate),
      status: "pending",
      paymentStatus: "pending",
    })
    .returning({ id: bookings.id });
  const booking = created && (await findBookingResponse(db, created.id));
  if (!booking) throw new Error("booking insert returned nothing");
  return booking;
}
