import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requestEndpoints } from "../../domain/contracts/requests/endpoints";
import { route } from "../api/route";
import { currentUser } from "../auth/guard";
import { notFound } from "../errors";
import { keepPrivate } from "../private-answer";
import { hashSecretToken } from "../secret-tokens";
import { IMAGE_BODY_LIMIT } from "../vehicles/image-uploads";
import {
  type CheckInFile,
  fileOfAccount,
  fileOfToken,
  renterCheckInView,
  saveCheckIn,
  saveLicensePhoto,
} from "./check-in";
import { findRequest, findRequestByToken, requestOfAccount, requestWithToken } from "./view-request";

/** Licence photos one status link may send a minute: a renter retakes a blurred one, a robot is stopped. */
const LICENSE_PHOTOS_PER_MINUTE = 10;
const TOO_MANY_PHOTOS = "Too many photos in a minute: wait a moment and send it again";

const CONTENT_TYPES = { license: "image/webp", agreement: "application/pdf" } as const;

/** A private file: never kept by any cache, the PDF offered as a download named by the booking. */
function sendFile(reply: FastifyReply, file: CheckInFile, bytes: Uint8Array | undefined) {
  if (!bytes) throw notFound(file.kind === "agreement" ? "Agreement" : "Photo");
  keepPrivate(reply).type(CONTENT_TYPES[file.kind]);
  if (file.kind === "agreement") reply.header("Content-Disposition", 'attachment; filename="rental-agreement.pdf"');
  return reply.send(Buffer.from(bytes));
}

/**
 * Check-in before arrival (docs/product-rules.md, "Check-in"): the renter through the status link
 * (its secret is the proof) or, for a booking made signed in, from My Bookings by its account — the
 * same rules either way —, and the vehicle's company through its inbox. Another company's or account's
 * booking is not found.
 */
export function checkInRoutes(app: FastifyInstance) {
  route(app, requestEndpoints.checkIn, {}, async (request, reply) => {
    keepPrivate(reply);
    const found = await findRequestByToken(app.db, request.params.token);
    if (!found) throw notFound("Request");
    return renterCheckInView(app.db, found);
  });

  route(app, requestEndpoints.saveCheckIn, {}, async (request, reply) => {
    keepPrivate(reply);
    const which = requestWithToken(request.params.token);
    return saveCheckIn(app.db, { which, body: request.body, ip: request.ip });
  });

  route(app, requestEndpoints.putLicensePhoto, { bodyLimit: IMAGE_BODY_LIMIT }, async (request, reply) => {
    keepPrivate(reply);
    const key = `license-photos:${hashSecretToken(request.params.token)}`;
    await app.rateLimits.consume(key, { max: LICENSE_PHOTOS_PER_MINUTE, windowMs: 60_000 }, TOO_MANY_PHOTOS);
    const which = requestWithToken(request.params.token);
    return saveLicensePhoto(app.db, { which, side: request.params.side, image: request.body.image });
  });

  route(app, requestEndpoints.accountCheckIn, {}, async (request, reply) => {
    keepPrivate(reply);
    const found = await findRequest(app.db, requestOfAccount(request.params.id, currentUser(request).id));
    if (!found) throw notFound("Request");
    return renterCheckInView(app.db, found);
  });

  route(app, requestEndpoints.saveAccountCheckIn, {}, async (request, reply) => {
    keepPrivate(reply);
    const which = requestOfAccount(request.params.id, currentUser(request).id);
    return saveCheckIn(app.db, { which, body: request.body, ip: request.ip });
  });

  route(app, requestEndpoints.putAccountLicensePhoto, { bodyLimit: IMAGE_BODY_LIMIT }, async (request, reply) => {
    keepPrivate(reply);
    const { id: userId } = currentUser(request);
    // Counted by account, not by booking: ids of others' bookings cannot use up the renter's minute.
    await app.rateLimits.consume(
      `license-photos:account:${userId}`,
      { max: LICENSE_PHOTOS_PER_MINUTE, windowMs: 60_000 },
      TOO_MANY_PHOTOS,
    );
    const which = requestOfAccount(request.params.id, userId);
    return saveLicensePhoto(app.db, { which, side: request.params.side, image: request.body.image });
  });

  route(app, requestEndpoints.licensePhoto, {}, async (request, reply) => {
    const file = { kind: "license", side: request.params.side } as const;
    return sendFile(reply, file, await fileOfToken(app.db, request.params.token, file));
  });

  route(app, requestEndpoints.agreement, {}, async (request, reply) => {
    const file = { kind: "agreement" } as const;
    return sendFile(reply, file, await fileOfToken(app.db, request.params.token, file));
  });

  // The booking's files are both sides': the vehicle's company's and the booking's renter account's.
  const readerOf = (request: FastifyRequest) => {
    const { id: userId, companyId } = currentUser(request);
    return { userId, companyId };
  };

  route(app, requestEndpoints.bookingLicensePhoto, {}, async (request, reply) => {
    const file = { kind: "license", side: request.params.side } as const;
    return sendFile(reply, file, await fileOfAccount(app.db, readerOf(request), request.params.id, file));
  });

  route(app, requestEndpoints.bookingAgreement, {}, async (request, reply) => {
    const file = { kind: "agreement" } as const;
    return sendFile(reply, file, await fileOfAccount(app.db, readerOf(request), request.params.id, file));
  });
}
