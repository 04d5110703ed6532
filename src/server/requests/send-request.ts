import { paths } from "../../client/lib/paths";
import type { BookingRequestCreate, RenterDetails } from "../../domain/contracts/requests/visitor-request-schema";
import { bookingMessage, whatsAppLink } from "../../domain/whatsapp";
import type { SessionUser } from "../auth/sessions";
import type { Db } from "../db/client";
import { dialablePhone } from "../dialable-phone";
import { newSecretToken } from "../secret-tokens";
import { type RequestLinks, recordRequest } from "./record-request";

/**
 * POST /api/booking-requests: the Book Now form, with or without an account. Answers the reference,
 * the status link and the WhatsApp link whose message is the form's plus the reference and the
 * company's inbox entry: the status link's secret is the renter's alone.
 */
export async function sendBookingRequest(
  db: Db,
  body: BookingRequestCreate,
  links: RequestLinks,
  requester?: SessionUser,
) {
  const { vehicleId, startDate, endDate, language, currency, website: _honeypot, expectedTotal, ...form } = body;
  const renter: RenterDetails = { ...form, phone: dialablePhone(form) };
  const statusToken = newSecretToken();
  const recorded = await recordRequest(
    db,
    { vehicleId, startDate, endDate, language, currency, renter, requester, statusToken, expectedTotal },
    links,
  );
  const statusUrl = `${links.publicUrl}${paths.request(statusToken)}`;
  const inquiry = { ...renter, startDate, endDate };
  const message = `${bookingMessage(recorded.vehicle, inquiry, null, { language, currency }, recorded.terms)}\n\nRequest ${recorded.reference}: ${links.publicUrl}${paths.companyRequest(recorded.reference)}`;
  return {
    reference: recorded.reference,
    status: "pending" as const,
    startDate,
    endDate,
    pickupLocation: renter.pickupLocation,
    dropoffLocation: renter.dropoffLocation,
    ...recorded.places,
    pickupTime: renter.pickupTime,
    dropoffTime: renter.dropoffTime,
    totalPrice: recorded.totalPrice,
    priceLines: recorded.priceLines,
    deposit: recorded.vehicle.deposit,
    priceCurrency: recorded.vehicle.currency,
    statusUrl,
    whatsappUrl: whatsAppLink(recorded.vehicle.company.phone, message),
    expiresAt: recorded.expiresAt,
  };
}
