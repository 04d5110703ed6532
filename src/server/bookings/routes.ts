import type { FastifyInstance } from "fastify";
import { bookingEndpoints } from "../../domain/contracts/bookings/endpoints";
import { route } from "../api/route";
import { currentCompanyId, currentUser } from "../auth/guard";
import { cancelBookingRequest } from "../booking-requests/cancel-request";
import { requestBookingForAccount } from "../booking-requests/create-request";
import { countRequestFromSender } from "../booking-requests/routes";
import { requestOfAccount } from "../booking-requests/view-request";
import type { RequestOptions } from "../config";
import { notFound } from "../errors";
import { changeBookingStatus } from "./change-booking-status";
import {
  countCompanyBookings,
  findUserBooking,
  listCompanyBookings,
  listUserBookings,
  markBookingsSeen,
} from "./queries";

export const LOGIN_TO_BOOK = "You must be logged in to make a booking";

export async function bookingRoutes(app: FastifyInstance, options: RequestOptions) {
  const links = () => ({ publicUrl: app.publicUrl, mail: app.mail, expiryHours: options.expiryHours });

  route(app, bookingEndpoints.create, { loginMessage: LOGIN_TO_BOOK }, async (request, reply) => {
    await countRequestFromSender(app, request, options.perSenderPerHour);
    const booking = await requestBookingForAccount(app.db, currentUser(request), request.body, links());
    return reply.code(201).send(booking);
  });

  route(app, bookingEndpoints.listMine, {}, async (request) => listUserBookings(app.db, currentUser(request).id));

  // The renter's own request only: anyone else's, a company's or an admin's included, is not found.
  route(app, bookingEndpoints.cancelMine, {}, async (request) => {
    const userId = currentUser(request).id;
    await cancelBookingRequest(app.db, requestOfAccount(request.params.id, userId), links());
    const cancelled = await findUserBooking(app.db, userId, request.params.id);
    if (!cancelled) throw notFound("Request");
    return cancelled;
  });

  route(app, bookingEndpoints.listCompany, {}, async (request) =>
    listCompanyBookings(app.db, currentCompanyId(request), request.query.filter),
  );

  route(app, bookingEndpoints.countCompany, {}, async (request) =>
    countCompanyBookings(app.db, currentCompanyId(request)),
  );

  route(app, bookingEndpoints.markSeen, {}, async (request) => ({
    seen: await markBookingsSeen(app.db, currentCompanyId(request), request.body.ids),
  }));

  route(app, bookingEndpoints.changeStatus, {}, async (request) =>
    changeBookingStatus(
      app.db,
      {
        bookingId: request.params.id,
        status: request.body.status,
        message: request.body.message,
        actor: currentUser(request),
      },
      { publicUrl: app.publicUrl, mail: app.mail },
    ),
  );
}
