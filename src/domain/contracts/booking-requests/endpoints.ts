import {
  bookingRequestCreateBody,
  bookingRequestCreated,
  bookingRequestParams,
  bookingRequestView,
} from "../booking-requests";
import { endpoint } from "../endpoint";

const noStore = {
  "Cache-Control": { type: "string", description: "`no-store`: the answer holds the renter's details" },
  "Referrer-Policy": { type: "string", description: "`no-referrer`: the link's secret never leaves in a Referer" },
} as const;

export const bookingRequestEndpoints = {
  create: endpoint({
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
  cancel: endpoint({
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
};
