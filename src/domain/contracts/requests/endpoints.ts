import { z } from "zod";
import { endpoint } from "../endpoint";
import {
  booking,
  bookingParams,
  bookingRequestBody,
  bookingStatusBody,
  bookingsSeen,
  bookingsSeenBody,
  companyBooking,
  companyBookingCounts,
  inboxFilterQuery,
  myBooking,
} from "./request-schema";
import {
  bookingRequestCreateBody,
  bookingRequestCreated,
  bookingRequestParams,
  bookingRequestView,
} from "./visitor-request-schema";

const noStore = {
  "Cache-Control": { type: "string", description: "`no-store`: the answer holds the renter's details" },
  "Referrer-Policy": { type: "string", description: "`no-referrer`: the link's secret never leaves in a Referer" },
} as const;

/**
 * A booking request's whole life on the API (docs/product-rules.md, "Requests"): sent by a visitor
 * (the status link follows it) or by a signed-in renter (My Bookings follows it), answered from the
 * company's inbox. The paths are the spec's; the table keeps its name, `bookings`.
 */
export const requestEndpoints = {
  send: endpoint({
    method: "POST",
    path: "/api/booking-requests",
    operationId: "sendBookingRequest",
    summary: "Record a visitor's booking request (pending), no account needed; the server computes the price",
    description:
      "Answers the reference, the status link (its last segment is a secret shown only now) and the WhatsApp " +
      "link with the request's message. 409 names the dates that are taken; 429 past the per-address limit.",
    tags: ["booking requests"],
    access: "public",
    body: bookingRequestCreateBody,
    responses: { 201: { description: "Recorded", schema: bookingRequestCreated, headers: noStore } },
    refusals: [404, 409, 429],
  }),
  view: endpoint({
    method: "GET",
    path: "/api/booking-requests/:token",
    operationId: "viewBookingRequest",
    summary: "A request as its renter follows it: status, timeline, vehicle, company, dates and price",
    tags: ["booking requests"],
    access: "public",
    params: bookingRequestParams,
    responses: { 200: { description: "The request", schema: bookingRequestView, headers: noStore } },
  }),
  withdraw: endpoint({
    method: "POST",
    path: "/api/booking-requests/:token/cancel",
    operationId: "cancelBookingRequest",
    summary: "The renter withdraws the request: pending, or confirmed before its start day",
    tags: ["booking requests"],
    access: "public",
    params: bookingRequestParams,
    responses: { 200: { description: "The request, cancelled", schema: bookingRequestView, headers: noStore } },
    refusals: [409],
  }),

  sendAsAccount: endpoint({
    method: "POST",
    path: "/api/bookings",
    operationId: "requestBooking",
    summary: "Request a booking (pending) as the logged-in renter; the server computes the price",
    description:
      "The same request as POST /api/booking-requests, with the renter's details taken from the account " +
      "(docs/decisions/one-request-path.md). 409 names the dates that are taken; 429 past a limit.",
    tags: ["bookings"],
    access: "user",
    body: bookingRequestBody,
    responses: { 201: booking },
    refusals: [404, 409, 429],
  }),
  listMine: endpoint({
    method: "GET",
    path: "/api/bookings",
    operationId: "listMyBookings",
    summary: "The logged-in user's own bookings, with their reference and company",
    tags: ["bookings"],
    access: "user",
    responses: { 200: z.array(myBooking) },
  }),
  cancelMine: endpoint({
    method: "POST",
    path: "/api/bookings/:id/cancel",
    operationId: "cancelMyBooking",
    summary: "The renter cancels their own request: pending, or confirmed before its start day",
    tags: ["bookings"],
    access: "user",
    params: bookingParams,
    responses: { 200: myBooking },
    refusals: [409],
  }),
  listCompany: endpoint({
    method: "GET",
    path: "/api/company/bookings",
    operationId: "listCompanyBookings",
    summary: "Bookings of the company's vehicles, newest first, with every detail the renter gave",
    description:
      "`filter`: pending; upcoming (confirmed, not over); past (over, or completed); closed (declined, cancelled, expired).",
    tags: ["bookings"],
    access: "company",
    query: inboxFilterQuery,
    responses: { 200: z.array(companyBooking) },
  }),
  countCompany: endpoint({
    method: "GET",
    path: "/api/company/bookings/counts",
    operationId: "countCompanyBookings",
    summary: "How many of the company's bookings each inbox filter holds; pending is the badge",
    tags: ["bookings"],
    access: "company",
    responses: { 200: companyBookingCounts },
  }),
  markSeen: endpoint({
    method: "POST",
    path: "/api/company/bookings/seen",
    operationId: "markBookingsSeen",
    summary: "The company was shown these waiting requests: their renters' pages say seen",
    description: "Ids of other companies' bookings, or of requests no longer waiting, are left alone.",
    tags: ["bookings"],
    access: "company",
    body: bookingsSeenBody,
    responses: { 200: bookingsSeen },
  }),
  changeStatus: endpoint({
    method: "PATCH",
    path: "/api/bookings/:id",
    operationId: "changeBookingStatus",
    summary: "Approve (confirmed) or decline (rejected) a pending booking, with an optional message to the renter",
    description:
      "The renter is mailed the decision. Approving declines the vehicle's other waiting requests that share a day " +
      "with it, and mails each of their renters the company's vehicles free on their dates.",
    tags: ["bookings"],
    access: "user",
    params: bookingParams,
    body: bookingStatusBody,
    responses: { 200: booking },
    refusals: [409],
  }),
};
