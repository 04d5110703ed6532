import { z } from "zod";
import { booking, bookingParams, bookingRequestBody, bookingStatusBody, companyBooking } from "../bookings";
import { endpoint } from "../endpoint";

export const bookingEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/api/bookings",
    operationId: "requestBooking",
    summary: "Request a booking (pending); the server computes the price",
    tags: ["bookings"],
    access: "user",
    body: bookingRequestBody,
    responses: { 201: booking },
    refusals: [404, 409],
  }),
  listMine: endpoint({
    method: "GET",
    path: "/api/bookings",
    operationId: "listMyBookings",
    summary: "The logged-in user's own bookings",
    tags: ["bookings"],
    access: "user",
    responses: { 200: z.array(booking) },
  }),
  listCompany: endpoint({
    method: "GET",
    path: "/api/company/bookings",
    operationId: "listCompanyBookings",
    summary: "Bookings of the company's vehicles",
    tags: ["bookings"],
    access: "company",
    responses: { 200: z.array(companyBooking) },
  }),
  changeStatus: endpoint({
    method: "PATCH",
    path: "/api/bookings/:id",
    operationId: "changeBookingStatus",
    summary: "Approve (confirmed) or decline (rejected) a pending booking",
    tags: ["bookings"],
    access: "user",
    params: bookingParams,
    body: bookingStatusBody,
    responses: { 200: booking },
    refusals: [409],
  }),
};
