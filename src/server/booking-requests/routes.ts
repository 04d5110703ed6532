import type { FastifyInstance, FastifyReply } from "fastify";
import { LOOKS_AUTOMATED } from "../../domain/contracts/booking-requests";
import { bookingRequestEndpoints } from "../../domain/contracts/booking-requests/endpoints";
import { route } from "../api/route";
import type { RequestOptions } from "../config";
import type { Database } from "../db/client";
import { invalid, notFound } from "../errors";
import { type RunningJob, scheduleJob } from "../jobs/scheduled-job";
import { cancelBookingRequest } from "./cancel-request";
import { createBookingRequest } from "./create-request";
import { expireRequests } from "./expire-requests";
import { findRequestByToken, requestView } from "./view-request";

export const TOO_MANY_REQUESTS_SENT = "Too many booking requests from this connection";
const HOUR_MS = 3_600_000;
/** Expired requests are ended within this long of their time. */
const EXPIRY_ROUND_MS = 5 * 60_000;

/** The answer holds a renter's details and the link's secret: no cache keeps it, no Referer carries it. */
function keepPrivate(reply: FastifyReply) {
  reply.header("Cache-Control", "no-store").header("Referrer-Policy", "no-referrer").header("X-Robots-Tag", "noindex");
}

/**
 * Visitors' booking requests (docs/product-rules.md, "Requests"): sent without an account, followed
 * and withdrawn through the secret status link, ended by the expiry job when nobody answered.
 */
export async function bookingRequestRoutes(app: FastifyInstance, options: RequestOptions & { database: Database }) {
  const links = () => ({ publicUrl: app.publicUrl, mail: app.mail, expiryHours: options.expiryHours });

  route(app, bookingRequestEndpoints.create, {}, async (request, reply) => {
    await app.rateLimits.consume(
      `booking-request:${request.ip}`,
      { max: options.perAddressPerHour, windowMs: HOUR_MS },
      TOO_MANY_REQUESTS_SENT,
    );
    // People never see the field; a form that fills it is a robot's.
    if (request.body.website) throw invalid("website", LOOKS_AUTOMATED);
    keepPrivate(reply);
    return reply.code(201).send(await createBookingRequest(app.db, request.body, links()));
  });

  route(app, bookingRequestEndpoints.view, {}, async (request, reply) => {
    keepPrivate(reply);
    const found = await findRequestByToken(app.db, request.params.token);
    if (!found) throw notFound("Request");
    return requestView(found);
  });

  route(app, bookingRequestEndpoints.cancel, {}, async (request, reply) => {
    keepPrivate(reply);
    return cancelBookingRequest(app.db, request.params.token, links());
  });

  let job: RunningJob | undefined;
  app.addHook("onReady", async () => {
    job = scheduleJob(
      options.database,
      {
        name: "request-expiry",
        intervalMs: EXPIRY_ROUND_MS,
        run: async () => void (await expireRequests(app.db, app.mail)),
      },
      app.log,
    );
  });
  app.addHook("onClose", async () => job?.stop());
}
