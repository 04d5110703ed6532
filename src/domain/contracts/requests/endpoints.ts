import { z } from "zod";
import { id } from "../common";
import { endpoint } from "../endpoint";
import {
  bookingLicenseParams,
  checkInBody,
  licensePhotoBody,
  renterCheckIn,
  tokenLicenseParams,
} from "./check-in-schema";
import { handoverBody, handoverPhotoParams, handoverPhotoQuery } from "./handover-schema";
import { bookingPaymentBody, companyPaymentTerms, paymentTermsBody } from "./payment-schema";
import {
  booking,
  bookingCancelBody,
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
import { companyHandovers } from "./today-schema";
import {
  bookingRequestCreateBody,
  bookingRequestCreated,
  bookingRequestParams,
  bookingRequestView,
} from "./visitor-request-schema";

/** A handover photo: private, so kept by the reader's browser only. */
const handoverPhotoAnswers = {
  200: {
    description: "The photo",
    contentType: "image/webp",
    schema: z.string().meta({ format: "binary" }),
    headers: {
      ETag: { type: "string", description: "The photo's version; send it back in If-None-Match for a 304" },
      "Cache-Control": { type: "string", description: "`private`: kept a year by the reader's browser only" },
    },
  },
  304: { description: "The photo the client holds is current" },
} as const;

const noStore = {
  "Cache-Control": { type: "string", description: "`no-store`: the answer holds the renter's details" },
  "Referrer-Policy": { type: "string", description: "`no-referrer`: the link's secret never leaves in a Referer" },
} as const;

/** A renter's private file (a licence photo, the agreement): no cache keeps it. */
const privateFile = (description: string, contentType: string) => ({
  description,
  contentType,
  schema: z.string().meta({ format: "binary" }),
  headers: noStore,
});

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

  checkIn: endpoint({
    method: "GET",
    path: "/api/booking-requests/:token/check-in",
    operationId: "viewCheckIn",
    summary:
      "The renter's check-in: arrival, licence photos given, permit details, and the agreement to sign or as signed",
    tags: ["check-in"],
    access: "public",
    params: bookingRequestParams,
    responses: { 200: { description: "The check-in", schema: renterCheckIn, headers: noStore } },
  }),
  saveCheckIn: endpoint({
    method: "PUT",
    path: "/api/booking-requests/:token/check-in",
    operationId: "saveCheckIn",
    summary: "Save any part of the check-in: arrival, permit details, or the signature (the full name, as booked)",
    description:
      "Open on a confirmed booking until its pick-up time (409 otherwise). Parts not sent are kept. The signature " +
      "freezes the agreement as a PDF (409 once signed, or before the permit details are given); the arrival and " +
      "the permit details may still change after it.",
    tags: ["check-in"],
    access: "public",
    params: bookingRequestParams,
    body: checkInBody,
    responses: { 200: { description: "The check-in", schema: renterCheckIn, headers: noStore } },
    refusals: [409],
  }),
  putLicensePhoto: endpoint({
    method: "PUT",
    path: "/api/booking-requests/:token/check-in/license/:side",
    operationId: "putLicensePhoto",
    summary: "A photo of the driving licence's front or back (JPEG, PNG, WebP or AVIF, at most 5 MB), kept private",
    tags: ["check-in"],
    access: "public",
    params: tokenLicenseParams,
    body: licensePhotoBody,
    responses: { 200: { description: "The check-in", schema: renterCheckIn, headers: noStore } },
    refusals: [409, 429],
  }),
  licensePhoto: endpoint({
    method: "GET",
    path: "/api/booking-requests/:token/check-in/license/:side",
    operationId: "getLicensePhoto",
    summary: "The renter's own licence photo, as WebP; never cached",
    tags: ["check-in"],
    access: "public",
    params: tokenLicenseParams,
    responses: { 200: privateFile("The photo", "image/webp") },
  }),
  agreement: endpoint({
    method: "GET",
    path: "/api/booking-requests/:token/agreement",
    operationId: "getRentalAgreement",
    summary: "The signed rental agreement as a PDF; 404 until signed",
    tags: ["check-in"],
    access: "public",
    params: bookingRequestParams,
    responses: { 200: privateFile("The agreement", "application/pdf") },
  }),
  accountCheckIn: endpoint({
    method: "GET",
    path: "/api/bookings/:id/check-in",
    operationId: "viewMyCheckIn",
    summary: "The check-in of the logged-in renter's own booking, as its status link shows it (from My Bookings)",
    description: "Anyone else's booking, a company's or an admin's session included, is 404.",
    tags: ["check-in"],
    access: "user",
    params: bookingParams,
    responses: { 200: { description: "The check-in", schema: renterCheckIn, headers: noStore } },
  }),
  saveAccountCheckIn: endpoint({
    method: "PUT",
    path: "/api/bookings/:id/check-in",
    operationId: "saveMyCheckIn",
    summary: "Save any part of the logged-in renter's own check-in, as PUT /api/booking-requests/{token}/check-in does",
    description:
      "The same rules as the status link's (409 when closed, signed or before the permit); anyone else's booking is 404.",
    tags: ["check-in"],
    access: "user",
    params: bookingParams,
    body: checkInBody,
    responses: { 200: { description: "The check-in", schema: renterCheckIn, headers: noStore } },
    refusals: [409],
  }),
  putAccountLicensePhoto: endpoint({
    method: "PUT",
    path: "/api/bookings/:id/check-in/license/:side",
    operationId: "putMyLicensePhoto",
    summary:
      "A photo of the licence's front or back for the logged-in renter's own booking, as the status link sends it",
    description: "Anyone else's booking is 404; 10 photos a minute per account.",
    tags: ["check-in"],
    access: "user",
    params: bookingLicenseParams,
    body: licensePhotoBody,
    responses: { 200: { description: "The check-in", schema: renterCheckIn, headers: noStore } },
    refusals: [409, 429],
  }),
  bookingLicensePhoto: endpoint({
    method: "GET",
    path: "/api/bookings/:id/check-in/license/:side",
    operationId: "getBookingLicensePhoto",
    summary: "The renter's licence photo, for the vehicle's company or the booking's renter account; never cached",
    description: "Anyone else's booking, an admin's session included, is 404.",
    tags: ["check-in"],
    access: "user",
    params: bookingLicenseParams,
    responses: { 200: privateFile("The photo", "image/webp") },
  }),
  bookingAgreement: endpoint({
    method: "GET",
    path: "/api/bookings/:id/agreement",
    operationId: "getBookingAgreement",
    summary:
      "The signed rental agreement as a PDF, for the vehicle's company or the booking's renter account; 404 until signed",
    tags: ["check-in"],
    access: "user",
    params: z.object({ id: bookingLicenseParams.shape.id }),
    responses: { 200: privateFile("The agreement", "application/pdf") },
  }),

  sendAsAccount: endpoint({
    method: "POST",
    path: "/api/bookings",
    operationId: "requestBooking",
    summary: "Request a booking (pending) as the logged-in renter; the server computes the price",
    description:
      "The same request as POST /api/booking-requests, through the same rules and price, with the contact details " +
      "taken from the account (docs/decisions/one-request-path.md). Beside the vehicle and dates, the Book Now form's " +
      "choices are optional; 400 names one the company's terms need (its own places, the driver's birth date for a " +
      "minimum age or young-driver fee, the licence's first day for a minimum of years held). 404 when the vehicle is " +
      "gone, even while the request is made; 409 names the dates that are taken; 429 past a limit.",
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
    summary: "Cancel a booking: the renter their own, or the vehicle's company with a reason",
    description:
      "The renter sends no body: a pending request, or a confirmed one before its start day, and the company is " +
      "told (answered as in My Bookings). The vehicle's company sends `reason` (required, 400 without): a " +
      "pending or confirmed booking whose rental has not ended, with no charge to the renter, who is mailed the " +
      "reason and the company's vehicles free on those dates (answered as in the inbox). Anyone else's booking is 404.",
    tags: ["bookings"],
    access: "user",
    params: bookingParams,
    body: bookingCancelBody,
    responses: { 200: z.union([myBooking, companyBooking]) },
    refusals: [404, 409],
  }),
  markNoShow: endpoint({
    method: "POST",
    path: "/api/bookings/:id/no-show",
    operationId: "markBookingNoShow",
    summary: "The vehicle's company says the renter did not come: a confirmed booking past its pick-up time",
    description: 'The booking becomes cancelled, by a no-show (docs/product-rules.md, "Cancellations and no-shows").',
    tags: ["bookings"],
    access: "company",
    params: bookingParams,
    responses: { 200: companyBooking },
    refusals: [409],
  }),
  recordPayment: endpoint({
    method: "POST",
    path: "/api/bookings/:id/payments",
    operationId: "recordBookingPayment",
    summary: "The vehicle's company records a deposit, a payment or a refund; the payment status follows",
    description:
      "In the booking's currency. 409 on a request (pending, declined, expired) and for a refund beyond what is " +
      "left of the money received.",
    tags: ["bookings"],
    access: "company",
    params: bookingParams,
    body: bookingPaymentBody,
    responses: { 201: { description: "Recorded; the booking as the inbox shows it", schema: companyBooking } },
    refusals: [409],
  }),
  recordHandover: endpoint({
    method: "POST",
    path: "/api/bookings/:id/handovers",
    operationId: "recordHandover",
    summary: "The vehicle's company records the car's condition at pick-up or return, confirmed by the renter's name",
    description:
      "Odometer, fuel in eighths, notes and up to 12 photos (data URLs the phone made at most 1200×800). The renter " +
      "confirms by typing the booking's name (case and spaces aside, 400 otherwise). A pick-up: a confirmed booking, " +
      "from the day before its first day, once. A return: after the pick-up, once, the odometer not below the " +
      "pick-up's (400); the booking becomes completed. 409 for a booking in another state or a handover already " +
      "recorded. Send an Idempotency-Key: a retry gets the first answer and records nothing twice.",
    tags: ["bookings"],
    access: "company",
    params: bookingParams,
    body: handoverBody,
    responses: { 201: { description: "Recorded; the booking as the inbox shows it", schema: companyBooking } },
    refusals: [409, 429],
  }),
  handoverPhoto: endpoint({
    method: "GET",
    path: "/api/bookings/:id/handover-photos/:imageId",
    operationId: "getHandoverPhoto",
    summary: "A handover photo as WebP, for the vehicle's company, the renter's account or an admin",
    description: "Anyone else, and a photo of another booking, is 404. `variant=thumb` is 480 px wide.",
    tags: ["bookings"],
    access: "user",
    params: handoverPhotoParams,
    query: handoverPhotoQuery,
    responses: handoverPhotoAnswers,
  }),
  requestHandoverPhoto: endpoint({
    method: "GET",
    path: "/api/booking-requests/:token/handover-photos/:imageId",
    operationId: "getRequestHandoverPhoto",
    summary: "A handover photo as WebP, for the renter by the request's status link",
    tags: ["booking requests"],
    access: "public",
    params: bookingRequestParams.extend({ imageId: id("Image ID") }),
    query: handoverPhotoQuery,
    responses: handoverPhotoAnswers,
  }),
  listHandovers: endpoint({
    method: "GET",
    path: "/api/company/handovers",
    operationId: "listCompanyHandovers",
    summary: "The company's Today: pick-ups and returns due today and tomorrow in Dominica, and any left from before",
    tags: ["bookings"],
    access: "company",
    responses: { 200: companyHandovers },
  }),
  paymentTerms: endpoint({
    method: "GET",
    path: "/api/company/payment-terms",
    operationId: "getPaymentTerms",
    summary: "How and when the company takes the deposit and the rest; null until stated",
    tags: ["bookings"],
    access: "company",
    responses: { 200: companyPaymentTerms },
  }),
  setPaymentTerms: endpoint({
    method: "PUT",
    path: "/api/company/payment-terms",
    operationId: "setPaymentTerms",
    summary: "State how and when the company takes the deposit and the rest; confirmed bookings show them",
    tags: ["bookings"],
    access: "company",
    body: paymentTermsBody,
    responses: { 200: companyPaymentTerms },
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
