import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bookingRequestSchema } from "../../domain/booking-request-schema";
import { BOOKING_STATUSES } from "../../domain/constants";
import { requireCompanyId, requireUser } from "../auth/plugin";
import { forbidden } from "../errors";
import { bookingResponse, companyBookingResponse } from "./booking-response";
import { changeBookingStatus } from "./change-booking-status";
import { createBooking } from "./create-booking";
import { listCompanyBookings, listUserBookings } from "./queries";

export const LOGIN_TO_BOOK = "You must be logged in to make a booking";
export const ONLY_COMPANIES_CHANGE_STATUS = "Only the company renting out the vehicle can approve or decline a booking";

const tags = ["bookings"];
// Who is asking is checked before the body, so a visitor hears "log in" rather than a field error.
const mustBeLoggedIn = (message?: string) => async (request: FastifyRequest) => {
  requireUser(request, message);
};

export async function bookingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/bookings",
    {
      preValidation: mustBeLoggedIn(LOGIN_TO_BOOK),
      schema: {
        tags,
        summary: "Request a booking (pending); the server computes the price",
        body: bookingRequestSchema,
        response: { 201: bookingResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request, LOGIN_TO_BOOK);
      return reply.code(201).send(await createBooking(app.db, user.id, request.body));
    },
  );

  r.get(
    "/api/bookings",
    { schema: { tags, summary: "The logged-in user's own bookings", response: { 200: z.array(bookingResponse) } } },
    async (request) => listUserBookings(app.db, requireUser(request).id),
  );

  r.get(
    "/api/company/bookings",
    {
      schema: {
        tags,
        summary: "Bookings of the company's vehicles",
        response: { 200: z.array(companyBookingResponse) },
      },
    },
    async (request) => listCompanyBookings(app.db, requireCompanyId(request)),
  );

  r.patch(
    "/api/bookings/:id",
    {
      preValidation: mustBeLoggedIn(),
      schema: {
        tags,
        summary: "Approve (confirmed) or decline (rejected) a pending booking",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ status: z.enum(BOOKING_STATUSES, { error: "Status is not a booking status" }) }),
        response: { 200: bookingResponse },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      if (!actor.isAdmin && actor.companyId === null) throw forbidden(ONLY_COMPANIES_CHANGE_STATUS);
      return changeBookingStatus(app.db, { bookingId: request.params.id, status: request.body.status, actor });
    },
  );
}
