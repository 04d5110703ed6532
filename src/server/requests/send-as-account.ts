import type { BookingRequest } from "../../domain/contracts/requests/account-request-schema";
import type { StoredRenter } from "../../domain/contracts/requests/visitor-request-schema";
import type { SessionUser } from "../auth/sessions";
import type { Db } from "../db/client";
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
  const recorded = await recordRequest(
    db,
    { vehicleId, startDate, endDate, language, currency, renter, requester: user },
    links,
  );
  // The answer is what was recorded, not read again: a vehicle deleted since the commit (its requests
  // go with it) leaves nothing to read, and the renter has their request's record all the same.
  const { vehicle } = recorded;
  return {
    id: recorded.id,
    userId: recorded.userId,
    vehicleId,
    startDate,
    endDate,
    totalPrice: recorded.totalPrice,
    priceLines: recorded.priceLines,
    priceCurrency: vehicle.currency,
    status: "pending" as const,
    // Nothing is due on a request still waiting (docs/product-rules.md, "Payments").
    paymentStatus: null,
    cancelledBy: null,
    cancelReason: null,
    createdAt: recorded.createdAt,
    vehicle: {
      id: vehicleId,
      companyId: vehicle.company.id,
      make: vehicle.make,
      model: vehicle.model,
      image: vehicle.image,
      deposit: vehicle.deposit,
    },
  };
}
