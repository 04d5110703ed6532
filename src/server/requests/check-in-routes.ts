import type { FastifyInstance, FastifyReply } from "fastify";
import { requestEndpoints } from "../../domain/contracts/requests/endpoints";
import { route } from "../api/route";
import { currentCompanyId, currentUser } from "../auth/guard";
import { notFound } from "../errors";
import { keepPrivate } from "../private-answer";
import { hashSecretToken } from "../secret-tokens";
import { IMAGE_BODY_LIMIT } from "../vehicles/image-uploads";
import {
  agreementOfAccount,
  type CheckInFile,
  fileOfCompany,
  fileOfToken,
  renterCheckInView,
  saveCheckIn,
  saveLicensePhoto,
} from "./check-in";
import { findRequestByToken } from "./view-request";

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
 * (its secret is the proof), the vehicle's company through its inbox, and the signed agreement to the
 * booking's renter account too. Another company's or account's booking is not found.
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
    return saveCheckIn(app.db, { token: request.params.token, body: request.body, ip: request.ip });
  });

  route(app, requestEndpoints.putLicensePhoto, { bodyLimit: IMAGE_BODY_LIMIT }, async (request, reply) => {
    keepPrivate(reply);
    const key = `license-photos:${hashSecretToken(request.params.token)}`;
    await app.rateLimits.consume(key, { max: LICENSE_PHOTOS_PER_MINUTE, windowMs: 60_000 }, TOO_MANY_PHOTOS);
    return saveLicensePhoto(app.db, { ...request.params, image: request.body.image });
  });

  route(app, requestEndpoints.licensePhoto, {}, async (request, reply) => {
    const file = { kind: "license", side: request.params.side } as const;
    return sendFile(reply, file, await fileOfToken(app.db, request.params.token, file));
  });

  route(app, requestEndpoints.agreement, {}, async (request, reply) => {
    const file = { kind: "agreement" } as const;
    return sendFile(reply, file, await fileOfToken(app.db, request.params.token, file));
  });

  route(app, requestEndpoints.companyLicensePhoto, {}, async (request, reply) => {
    const file = { kind: "license", side: request.params.side } as const;
    return sendFile(reply, file, await fileOfCompany(app.db, currentCompanyId(request), request.params.id, file));
  });

  // The signed agreement is both sides' (the licence photos stay the company's): anyone else's booking is not found.
  route(app, requestEndpoints.bookingAgreement, {}, async (request, reply) => {
    const { id: userId, companyId } = currentUser(request);
    return sendFile(
      reply,
      { kind: "agreement" },
      await agreementOfAccount(app.db, { userId, companyId }, request.params.id),
    );
  });
}
