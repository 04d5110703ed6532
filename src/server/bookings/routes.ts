import type { FastifyInstance } from "fastify";
import { bookingEndpoints } from "../../domain/contracts/bookings/endpoints";
import { route } from "../api/route";
import { currentCompanyId, currentUser } from "../auth/guard";
import { changeBookingStatus } from "./change-booking-status";
import { createBooking } from "./create-booking";
import { listCompanyBookings, listUserBookings } from "./queries";

export const LOGIN_TO_BOOK = "You must be logged in to make a booking";

export async function bookingRoutes(app: FastifyInstance) {
  route(app, bookingEndpoints.create, { loginMessage: LOGIN_TO_BOOK }, async (request, reply) =>
    reply.code(201).send(await createBooking(app.db, currentUser(request), request.body)),
  );

  route(app, bookingEndpoints.listMine, {}, async (request) => listUserBookings(app.db, currentUser(request).id));

  route(app, bookingEndpoints.listCompany, {}, async (request) =>
    listCompanyBookings(app.db, currentCompanyId(request)),
  );

  route(app, bookingEndpoints.changeStatus, {}, async (request) =>
    changeBookingStatus(app.db, {
      bookingId: request.params.id,
      status: request.body.status,
      actor: currentUser(request),
    }),
  );
}
