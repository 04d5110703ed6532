import type { FastifyInstance } from "fastify";
import { requestEndpoints } from "../../domain/contracts/requests/endpoints";
import { LOGIN_TO_BOOK, REASON_REQUIRED } from "../../domain/requests/refusals";
import { route } from "../api/route";
import { currentUser } from "../auth/guard";
import { invalid, notFound } from "../errors";
import { cancelBookingRequest } from "./cancel-request";
import { cancelByCompany } from "./company-cancel";
import { findBookingOwner, findUserBooking, listUserBookings } from "./queries";
import type { RequestLinks } from "./record-request";
import { requestBookingForAccount } from "./send-as-account";
import { countRequestFromSender } from "./sender-allowance";
import { requestOfAccount } from "./view-request";

/** A signed-in renter's requests: sent, listed in My Bookings, cancelled (by them, or by the vehicle's company). */
export function accountRequestRoutes(app: FastifyInstance, perSenderPerHour: number, links: () => RequestLinks) {
  route(app, requestEndpoints.sendAsAccount, { loginMessage: LOGIN_TO_BOOK }, async (request, reply) => {
    await countRequestFromSender(app, request, perSenderPerHour);
    const booking = await requestBookingForAccount(app.db, currentUser(request), request.body, links());
    return reply.code(201).send(booking);
  });

  route(app, requestEndpoints.listMine, {}, async (request) => listUserBookings(app.db, currentUser(request).id));

  // The vehicle's company cancels with its reason; otherwise the renter's own request only: anyone
  // else's, another company's or an admin's included, is not found.
  route(app, requestEndpoints.cancelMine, {}, async (request) => {
    const { id: userId, companyId } = currentUser(request);
    const bookingId = request.params.id;
    if (companyId !== null && (await findBookingOwner(app.db, bookingId))?.companyId === companyId) {
      const reason = request.body?.reason;
      if (!reason) throw invalid("reason", REASON_REQUIRED);
      return cancelByCompany(app.db, { companyId, bookingId, reason }, links());
    }
    await cancelBookingRequest(app.db, requestOfAccount(bookingId, userId), links());
    const cancelled = await findUserBooking(app.db, userId, bookingId);
    if (!cancelled) throw notFound("Request");
    return cancelled;
  });
}
