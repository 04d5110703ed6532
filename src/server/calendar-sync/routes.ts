import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  calendarFeeds,
  calendarImport,
  calendarImportBody,
  calendarImportOptionsBody,
  calendarImportParams,
  calendarImports,
  feedFileParams,
  feedLink,
  feedLinkBody,
} from "../../domain/contracts/calendar-feeds";
import { messageResponse } from "../../domain/contracts/common";
import { todayInDominica } from "../../domain/dates";
import { currentCompanyId, guard } from "../auth/guard";
import { forbidden, invalid, notFound } from "../errors";
import {
  FEED_TOKEN_PATTERN,
  findFeedByToken,
  findFeedEvents,
  listCalendarFeeds,
  regenerateFeedToken,
} from "./feed-queries";
import { writeCalendar } from "./ical-writer";
import {
  companyMaySync,
  deleteCalendarImport,
  findCalendarImportConflicts,
  findCompanyCalendarImport,
  insertCalendarImport,
  listCompanyCalendarImports,
  updateCalendarImportOptions,
} from "./import-queries";
import { type SyncOptions, syncCalendarImport } from "./sync-calendar-import";

const FEED_NOT_FOUND = "Calendar feed not found";
/** Syncs a minute a company may ask for: of one calendar ("Sync now"), and in all (option changes too). */
export interface SyncsPerMinute {
  import: number;
  company: number;
}
export const DEFAULT_SYNCS_PER_MINUTE: SyncsPerMinute = { import: 1, company: 10 };
export const TOO_MANY_IMPORT_SYNCS = "This calendar was synced less than a minute ago";
export const TOO_MANY_COMPANY_SYNCS = "Too many calendar syncs for this company";
export const SYNC_NEEDS_APPROVAL =
  "External calendars are synced once an admin has approved your account and while it is active";

/** iCal feeds out (secret links) and external calendars in (per vehicle). */
export async function calendarSyncRoutes(
  app: FastifyInstance,
  options: { sync: SyncOptions; syncsPerMinute: SyncsPerMinute },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A sync fetches from another server on the company's say-so: a few a minute, never a flood.
  const perImport = { max: options.syncsPerMinute.import, windowMs: 60_000 };
  const perCompany = { max: options.syncsPerMinute.company, windowMs: 60_000 };
  const onRequest = guard("company");

  r.get(
    "/api/calendar-feeds/:file",
    {
      schema: {
        tags: ["calendar"],
        summary: "A company's iCal feed, opened by its secret link (no session: calendar apps fetch it)",
        params: feedFileParams,
        produces: ["text/calendar"],
      },
    },
    async (request, reply) => {
      const token = /^(.+)\.ics$/.exec(request.params.file)?.[1] ?? "";
      const feed = FEED_TOKEN_PATTERN.test(token) ? await findFeedByToken(app.db, token) : undefined;
      if (!feed) throw notFound(FEED_NOT_FOUND);
      const events = await findFeedEvents(app.db, feed, todayInDominica());
      return reply
        .type("text/calendar; charset=utf-8")
        .header("cache-control", "private, no-cache")
        .header("x-robots-tag", "noindex")
        .send(writeCalendar({ name: feed.name, events, generatedAt: new Date() }));
    },
  );

  r.get(
    "/api/company/calendar-feeds",
    {
      onRequest,
      schema: {
        tags: ["calendar"],
        summary: "The company's feeds (whole fleet, each vehicle) and whether each has a link",
        response: { 200: calendarFeeds },
      },
    },
    async (request) => listCalendarFeeds(app.db, currentCompanyId(request)),
  );

  r.post(
    "/api/company/calendar-feeds",
    {
      onRequest,
      schema: {
        tags: ["calendar"],
        summary: "Make a feed's secret link, replacing (and disabling) any earlier one; shown only now",
        body: feedLinkBody,
        response: { 201: feedLink },
      },
    },
    async (request, reply) => {
      const { vehicleId } = request.body;
      const { token, createdAt } = await regenerateFeedToken(app.db, currentCompanyId(request), vehicleId);
      const url = `${app.publicUrl}/api/calendar-feeds/${token}.ics`;
      return reply.code(201).send({ vehicleId, url, createdAt });
    },
  );

  r.get(
    "/api/company/calendar-imports",
    {
      onRequest,
      schema: {
        tags: ["calendar"],
        summary:
          "The external calendars synced to the company's vehicles, and imported periods that clash with bookings",
        response: { 200: calendarImports },
      },
    },
    async (request) => {
      const companyId = currentCompanyId(request);
      return {
        imports: await listCompanyCalendarImports(app.db, companyId),
        conflicts: await findCalendarImportConflicts(app.db, companyId),
      };
    },
  );

  r.post(
    "/api/company/calendar-imports",
    {
      onRequest,
      schema: {
        tags: ["calendar"],
        summary: "Sync an external calendar (https iCal URL) to one of the company's vehicles",
        body: calendarImportBody,
        response: { 201: calendarImport },
      },
    },
    async (request, reply) => {
      const { vehicleId, url } = request.body;
      if (new URL(url).protocol !== "https:" && !options.sync.allowPrivateAddresses) {
        throw invalid("url", "Calendar URLs must start with https://");
      }
      const created = await insertCalendarImport(app.db, currentCompanyId(request), vehicleId, url);
      return reply.code(201).send(created);
    },
  );

  r.patch(
    "/api/company/calendar-imports/:id",
    {
      onRequest,
      schema: {
        tags: ["calendar"],
        summary:
          "Set an external calendar's options (import events marked free) and read it again with them (once approved)",
        params: calendarImportParams,
        body: calendarImportOptionsBody,
        response: { 200: calendarImport },
      },
    },
    async (request) => {
      const companyId = currentCompanyId(request);
      const found = await findCompanyCalendarImport(app.db, companyId, request.params.id);
      await updateCalendarImportOptions(app.db, found.id, request.body);
      // Read again at once so the company sees the option's effect; a company awaiting approval
      // keeps the option for its first sync.
      if (await companyMaySync(app.db, companyId)) {
        await app.rateLimits.consume(`calendar-sync:company:${companyId}`, perCompany, TOO_MANY_COMPANY_SYNCS);
        await syncCalendarImport(app.db, found.id, options.sync);
      }
      return findCompanyCalendarImport(app.db, companyId, found.id);
    },
  );

  r.delete(
    "/api/company/calendar-imports/:id",
    {
      onRequest,
      schema: {
        tags: ["calendar"],
        summary: "Stop syncing an external calendar and remove the periods it brought in",
        params: calendarImportParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const found = await findCompanyCalendarImport(app.db, currentCompanyId(request), request.params.id);
      await deleteCalendarImport(app.db, found.id);
      return { message: "External calendar removed" };
    },
  );

  r.post(
    "/api/company/calendar-imports/:id/sync",
    {
      onRequest,
      schema: {
        tags: ["calendar"],
        summary: "Sync an external calendar now; a failure is recorded as its last error and keeps its periods",
        params: calendarImportParams,
        response: { 200: calendarImport },
      },
    },
    async (request) => {
      const companyId = currentCompanyId(request);
      const found = await findCompanyCalendarImport(app.db, companyId, request.params.id);
      if (!(await companyMaySync(app.db, companyId))) throw forbidden(SYNC_NEEDS_APPROVAL);
      await app.rateLimits.consume(`calendar-sync:import:${found.id}`, perImport, TOO_MANY_IMPORT_SYNCS);
      await app.rateLimits.consume(`calendar-sync:company:${companyId}`, perCompany, TOO_MANY_COMPANY_SYNCS);
      await syncCalendarImport(app.db, found.id, options.sync);
      return findCompanyCalendarImport(app.db, companyId, found.id);
    },
  );
}
