import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  booking,
  bookingParams,
  bookingRequestBody,
  bookingStatusBody,
  companyBooking,
} from "../../domain/contracts/bookings";
import { currentCompanyId, currentUser, guard } from "../auth/guard";
import { changeBookingStatus } from "./change-booking-status";
import { createBooking } from "./create-booking";
import { listCompanyBookings, listUserBookings } from "./queries";

export const LOGIN_TO_BOOK = "You must be logged in to make a booking";

const tags = ["bookings"];

export async function bookingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/bookings",
    {
      onRequest: guard("user", LOGIN_TO_BOOK),
      schema: {
        tags,
        summary: "Request a booking (pending); the server computes the price",
        body: bookingRequestBody,
        response: { 201: booking },
      },
    },
    async (request, reply) => reply.code(201).send(await createBooking(app.db, currentUser(request), request.body)),
  );

  r.get(
    "/api/bookings",
    {
      onRequest: guard("user"),
      schema: { tags, summary: "The logged-in user's own bookings", response: { 200: z.array(booking) } },
    },
    async (request) => listUserBookings(app.db, currentUser(request).id),
  );

  r.get(
    "/api/company/bookings",
    {
      onRequest: guard("company"),
      schema: {
        tags,
        summary: "Bookings of the company's vehicles",
        response: { 200: z.array(companyBooking) },
      },
    },
    async (request) => listCompanyBookings(app.db, currentCompanyId(request)),
  );

  r.patch(
    "/api/bookings/:id",
    {
      onRequest: guard("user"),
      schema: {
        tags,
        summary: "Approve (confirmed) or decline (rejected) a pending booking",
        params: bookingParams,
        body: bookingStatusBody,
        response: { 200: booking },
      },
    },
    async (request) =>
      changeBookingStatus(app.db, {
        bookingId: request.params.id,
        status: request.body.status,
        actor: currentUser(request),
      }),
  );
}
