import type { FastifyInstance } from "fastify";
import { requestEndpoints } from "../../domain/contracts/requests/endpoints";
import { LOGIN_TO_BOOK } from "../../domain/requests/refusals";
import { route } from "../api/route";
import { currentUser } from "../auth/guard";
import { notFound } from "../errors";
import { cancelBookingRequest } from "./cancel-request";
import { findUserBooking, listUserBookings } from "./queries";
import type { RequestLinks } from "./record-request";
import { requestBookingForAccount } from "./send-as-account";
import { countRequestFromSender } from "./sender-allowance";
import { requestOfAccount } from "./view-request";

/** A signed-in renter's requests: sent, listed in My Bookings, cancelled. */
export function accountRequestRoutes(app: FastifyInstance, perSenderPerHour: number, links: () => RequestLinks) {
  route(app, requestEndpoints.sendAsAccount, { loginMessage: LOGIN_TO_BOOK }, async (request, reply) => {
    await countRequestFromSender(app, request, perSenderPerHour);
    const booking = await requestBookingForAccount(app.db, currentUser(request), request.body, links());
    return reply.code(201).send(booking);
  });

  route(app, requestEndpoints.listMine, {}, async (request) => listUserBookings(app.db, currentUser(request).id));

  // The renter's own request only: anyone else's, a company's or an admin's included, is not found.
  route(app, requestEndpoints.cancelMine, {}, async (request) => {
    const userId = currentUser(request).id;
    await cancelBookingRequest(app.db, requestOfAccount(request.params.id, userId), links());
    const cancelled = await findUserBooking(app.db, userId, request.params.id);
    if (!cancelled) throw notFound("Request");
    return cancelled;
  });
}
