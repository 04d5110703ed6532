import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { reviewEndpoints } from "../../domain/contracts/reviews/endpoints";
import { route } from "../api/route";
import { currentCompanyId } from "../auth/guard";
import { cachedAnswerConfig } from "../catalogue/plugin";
import type { Database } from "../db/client";
import { reviews } from "../db/schema";
import { notFound } from "../errors";
import { type RunningJob, scheduleJob } from "../jobs/scheduled-job";
import { keepPrivate } from "../private-answer";
import { findCompanyNote, writeCompanyNote } from "./company-note";
import { hideReview, replyToReview } from "./manage-review";
import {
  findInvitationView,
  listedVehicleRating,
  managedReviews,
  publicCompanyRating,
  shownReviewPage,
} from "./queries";
import { inviteCompletedBookings, publishDueReviews } from "./review-round";
import { findOpenInvitation, submitReview } from "./submit-review";

const HOUR_MS = 3_600_000;
/** Invitations go out, and windows close, within this long. */
const REVIEW_ROUND_MS = 5 * 60_000;
/** Per address: reviews written, and review links opened (a secret is not guessed a few at a time). */
const REVIEWS_PER_HOUR = 20;
const LINKS_OPENED_PER_HOUR = 120;
/** Per company: answers written. */
const REPLIES_PER_HOUR = 60;
const TOO_MANY = "Too many reviews from this address";
const TOO_MANY_LINKS = "Too many review links opened from this address";
const TOO_MANY_REPLIES = "Too many answers from this company";

/**
 * Reviews only from real rentals (docs/product-rules.md, "Reviews"): the round that invites every
 * completed booking's renter and publishes the reviews whose window closed, the renter's page and
 * review, the company's note and answer, the admin's hiding, and the public lists (cached like the
 * catalogue: every change to a shown review signals its company).
 */
export async function reviewRoutes(app: FastifyInstance, options: { database: Database }) {
  const perAddress = (request: FastifyRequest, what: string, max: number, reason: string) =>
    app.rateLimits.consume(`reviews:${what}:${request.ip}`, { max, windowMs: HOUR_MS }, reason);

  route(app, reviewEndpoints.invitation, {}, async (request, reply) => {
    keepPrivate(reply);
    await perAddress(request, "link", LINKS_OPENED_PER_HOUR, TOO_MANY_LINKS);
    const invitation = await findOpenInvitation(app.db, request.params.token, new Date());
    const rental = await findInvitationView(app.db, invitation.id);
    if (!rental) throw notFound("Review");
    return rental;
  });

  route(app, reviewEndpoints.create, {}, async (request, reply) => {
    keepPrivate(reply);
    await perAddress(request, "write", REVIEWS_PER_HOUR, TOO_MANY);
    return reply.code(201).send(await submitReview(app.db, request.body));
  });

  route(app, reviewEndpoints.reply, {}, async (request) => {
    const companyId = currentCompanyId(request);
    await app.rateLimits.consume(
      `reviews:reply:${companyId}`,
      { max: REPLIES_PER_HOUR, windowMs: HOUR_MS },
      TOO_MANY_REPLIES,
    );
    return replyToReview(app.db, companyId, request.params.id, request.body.reply);
  });

  route(app, reviewEndpoints.listCompany, { config: cachedAnswerConfig }, async (request, reply) =>
    // The page and its size are in the cache's key: each page is its own answer.
    app.catalogue.serve(request, reply, request.query, async () => {
      const company = await publicCompanyRating(app.db, request.params.id);
      if (!company) throw notFound("Company");
      return { json: await shownReviewPage(app.db, { companyId: request.params.id }, request.query, company) };
    }),
  );

  route(app, reviewEndpoints.listVehicle, { config: cachedAnswerConfig }, async (request, reply) =>
    // The page and its size are in the cache's key: each page is its own answer.
    app.catalogue.serve(request, reply, request.query, async () => {
      const company = await listedVehicleRating(app.db, request.params.id);
      if (!company) throw notFound("Vehicle");
      return { json: await shownReviewPage(app.db, { vehicleId: request.params.id }, request.query, company) };
    }),
  );

  route(app, reviewEndpoints.listOwn, {}, async (request) =>
    managedReviews(
      app.db,
      and(eq(reviews.companyId, currentCompanyId(request)), isNotNull(reviews.publishedAt)),
      request.query,
    ),
  );

  route(app, reviewEndpoints.getNote, {}, async (request) => {
    const { status: _, ...note } = await findCompanyNote(app.db, currentCompanyId(request), request.params.id);
    return note;
  });

  route(app, reviewEndpoints.putNote, {}, async (request) =>
    writeCompanyNote(app.db, currentCompanyId(request), request.params.id, request.body.note),
  );

  route(app, reviewEndpoints.listAll, {}, async (request) => managedReviews(app.db, undefined, request.query));

  route(app, reviewEndpoints.hide, {}, async (request) =>
    hideReview(app.db, app.mail, request.params.id, request.body.reason),
  );

  const jobs: RunningJob[] = [];
  app.addHook("onReady", async () => {
    const round = scheduleJob(
      options.database,
      {
        name: "reviews",
        intervalMs: REVIEW_ROUND_MS,
        run: async () => {
          await inviteCompletedBookings(app.db, app.mail);
          await publishDueReviews(app.db);
        },
      },
      app.log,
    );
    jobs.push(round);
    void round.runAfterNow();
  });
  app.addHook("onClose", async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
}
