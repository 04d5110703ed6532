import type { FastifyInstance, FastifyRequest } from "fastify";
import { LOOKS_AUTOMATED } from "../../domain/contracts/booking-requests";
import { bookingRequestEndpoints } from "../../domain/contracts/booking-requests/endpoints";
import { route } from "../api/route";
import type { RequestOptions } from "../config";
import type { Database } from "../db/client";
import { invalid, notFound } from "../errors";
import { type RunningJob, scheduleJob } from "../jobs/scheduled-job";
import { keepPrivate } from "../private-answer";
import { cancelBookingRequest } from "./cancel-request";
import { sendBookingRequest } from "./create-request";
import { eraseRenterDetails } from "./erase-renter-details";
import { expireRequests } from "./expire-requests";
import { findRequestByToken, requestView, requestWithToken } from "./view-request";

export const TOO_MANY_REQUESTS_SENT = "Too many booking requests from this connection";
export const TOO_MANY_REQUESTS_FROM_ACCOUNT = "Too many booking requests from this account";
const HOUR_MS = 3_600_000;
/** Expired requests are ended within this long of their time. */
const EXPIRY_ROUND_MS = 5 * 60_000;
/** Details are erased by the day; an hourly round erases them early on the day they are due. */
const ERASURE_ROUND_MS = HOUR_MS;

/**
 * Counts a request against its sender's hourly allowance (`REQUEST_RATE_LIMIT`), whichever of the
 * two request endpoints it came through: a signed-in renter's account, or a visitor's address. Guests
 * behind one hotel's or ship's network share an address, not their accounts.
 */
export function countRequestFromSender(app: FastifyInstance, request: FastifyRequest, perHour: number) {
  const limit = { max: perHour, windowMs: HOUR_MS };
  const user = request.user;
  return user
    ? app.rateLimits.consume(`booking-request:account:${user.id}`, limit, TOO_MANY_REQUESTS_FROM_ACCOUNT)
    : app.rateLimits.consume(`booking-request:${request.ip}`, limit, TOO_MANY_REQUESTS_SENT);
}

/**
 * Booking requests (docs/product-rules.md, "Requests"): sent with or without an account, followed
 * and withdrawn through the secret status link, ended by the expiry job when nobody answered, their
 * renter's details erased `RENTER_DATA_DAYS` after the rental.
 */
export async function bookingRequestRoutes(app: FastifyInstance, options: RequestOptions & { database: Database }) {
  const links = () => ({ publicUrl: app.publicUrl, mail: app.mail, expiryHours: options.expiryHours });

  route(app, bookingRequestEndpoints.create, {}, async (request, reply) => {
    await countRequestFromSender(app, request, options.perSenderPerHour);
    // People never see the field; a form that fills it is a robot's.
    if (request.body.website) throw invalid("website", LOOKS_AUTOMATED);
    keepPrivate(reply);
    // Sent while logged in, the request also joins the account's My Bookings.
    const created = await sendBookingRequest(app.db, request.body, links(), request.user ?? undefined);
    return reply.code(201).send(created);
  });

  route(app, bookingRequestEndpoints.view, {}, async (request, reply) => {
    keepPrivate(reply);
    const found = await findRequestByToken(app.db, request.params.token);
    if (!found) throw notFound("Request");
    return requestView(found);
  });

  route(app, bookingRequestEndpoints.cancel, {}, async (request, reply) => {
    keepPrivate(reply);
    await cancelBookingRequest(app.db, requestWithToken(request.params.token), links());
    const cancelled = await findRequestByToken(app.db, request.params.token);
    if (!cancelled) throw notFound("Request");
    return requestView(cancelled);
  });

  const jobs: RunningJob[] = [];
  app.addHook("onReady", async () => {
    const expiry = scheduleJob(
      options.database,
      {
        name: "request-expiry",
        intervalMs: EXPIRY_ROUND_MS,
        run: async () => void (await expireRequests(app.db, links())),
      },
      app.log,
    );
    const erasure = scheduleJob(
      options.database,
      {
        name: "renter-details-erasure",
        intervalMs: ERASURE_ROUND_MS,
        run: async () => void (await eraseRenterDetails(app.db, options.renterDataDays)),
      },
      app.log,
    );
    jobs.push(expiry, erasure);
    // Requests whose time passed while no instance was running end now, not a round later.
    void expiry.runAfterNow();
  });
  app.addHook("onClose", async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
}
