import type { FastifyInstance } from "fastify";
import { MAX_CALENDAR_FILE_BYTES } from "../../domain/contracts/calendar-feeds";
import { calendarEndpoints } from "../../domain/contracts/calendar-feeds/endpoints";
import { pathOf } from "../../domain/contracts/endpoint";
import { todayInDominica } from "../../domain/dates";
import { route } from "../api/route";
import { currentCompanyId } from "../auth/guard";
import { forbidden, invalid, notFound } from "../errors";
import { SECRET_TOKEN_PATTERN } from "../secret-tokens";
import { findFeedByToken, findFeedEvents, listCalendarFeeds, regenerateFeedToken } from "./feed-queries";
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
import { HTTPS_REQUIRED } from "./safe-fetch";
import { CALENDAR_UNREADABLE, type SyncOptions, syncCalendarImport } from "./sync-calendar-import";

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

/** An upload's JSON: the file's text may be up to 1 MB of characters, each up to 3 bytes in UTF-8. */
const CALENDAR_FILE_BODY_LIMIT = 3 * MAX_CALENDAR_FILE_BYTES + 64 * 1024;

/** iCal feeds out (secret links) and external calendars in (per vehicle). */
export async function calendarSyncRoutes(
  app: FastifyInstance,
  options: { sync: SyncOptions; syncsPerMinute: SyncsPerMinute },
) {
  // A sync fetches from another server on the company's say-so: a few a minute, never a flood.
  const perImport = { max: options.syncsPerMinute.import, windowMs: 60_000 };
  const perCompany = { max: options.syncsPerMinute.company, windowMs: 60_000 };

  route(app, calendarEndpoints.feed, {}, async (request, reply) => {
    const token = /^(.+)\.ics$/.exec(request.params.file)?.[1] ?? "";
    const feed = SECRET_TOKEN_PATTERN.test(token) ? await findFeedByToken(app.db, token) : undefined;
    if (!feed) throw notFound("Calendar feed");
    const events = await findFeedEvents(app.db, feed, todayInDominica());
    return reply
      .type("text/calendar; charset=utf-8")
      .header("cache-control", "private, no-cache")
      .header("x-robots-tag", "noindex")
      .send(writeCalendar({ name: feed.name, events, generatedAt: new Date() }));
  });

  route(app, calendarEndpoints.listFeeds, {}, async (request) => listCalendarFeeds(app.db, currentCompanyId(request)));

  route(app, calendarEndpoints.createFeedLink, {}, async (request, reply) => {
    const { vehicleId } = request.body;
    const { token, createdAt } = await regenerateFeedToken(app.db, currentCompanyId(request), vehicleId);
    const url = `${app.publicUrl}${pathOf(calendarEndpoints.feed, { file: `${token}.ics` })}`;
    return reply.code(201).send({ vehicleId, url, createdAt });
  });

  route(app, calendarEndpoints.listImports, {}, async (request) => {
    const companyId = currentCompanyId(request);
    return {
      imports: await listCompanyCalendarImports(app.db, companyId),
      conflicts: await findCalendarImportConflicts(app.db, companyId),
    };
  });

  route(app, calendarEndpoints.addImport, {}, async (request, reply) => {
    const { vehicleId, url } = request.body;
    if (new URL(url).protocol !== "https:" && !options.sync.allowPrivateAddresses) {
      throw invalid("url", HTTPS_REQUIRED);
    }
    const companyId = currentCompanyId(request);
    const created = await insertCalendarImport(app.db, companyId, vehicleId, { url });
    // Read it at once, so the company sees its events (or why they could not be read) without a
    // second step. A company awaiting approval, or past its syncs for the minute, keeps the added
    // calendar for the next scheduled sync: the add itself is never refused for it.
    const maySyncNow =
      (await companyMaySync(app.db, companyId)) &&
      (await app.rateLimits.hit(`calendar-sync:company:${companyId}`, perCompany)).allowed;
    if (!maySyncNow) return reply.code(201).send(created);
    await syncCalendarImport(app.db, created.id, options.sync);
    return reply.code(201).send(await findCompanyCalendarImport(app.db, companyId, created.id));
  });

  route(app, calendarEndpoints.addImportFile, { bodyLimit: CALENDAR_FILE_BODY_LIMIT }, async (request, reply) => {
    const { vehicleId, fileName, content } = request.body;
    const companyId = currentCompanyId(request);
    // Reading a calendar takes a worker's time: an upload counts among the company's syncs of the minute.
    await app.rateLimits.consume(`calendar-sync:company:${companyId}`, perCompany, TOO_MANY_COMPANY_SYNCS);
    const created = await insertCalendarImport(app.db, companyId, vehicleId, { fileName, content });
    // Read at once, whatever the account's standing: nothing is fetched from anywhere. A file that
    // cannot be read is refused and not kept.
    if ((await syncCalendarImport(app.db, created.id, options.sync)) === "failed") {
      const { lastError } = await findCompanyCalendarImport(app.db, companyId, created.id);
      await deleteCalendarImport(app.db, created.id);
      throw invalid("content", lastError ?? CALENDAR_UNREADABLE);
    }
    return reply.code(201).send(await findCompanyCalendarImport(app.db, companyId, created.id));
  });

  route(app, calendarEndpoints.updateImport, {}, async (request) => {
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
  });

  route(app, calendarEndpoints.removeImport, {}, async (request) => {
    const found = await findCompanyCalendarImport(app.db, currentCompanyId(request), request.params.id);
    await deleteCalendarImport(app.db, found.id);
    return { message: "External calendar removed" };
  });

  route(app, calendarEndpoints.syncImport, {}, async (request) => {
    const companyId = currentCompanyId(request);
    const found = await findCompanyCalendarImport(app.db, companyId, request.params.id);
    if (!(await companyMaySync(app.db, companyId))) throw forbidden(SYNC_NEEDS_APPROVAL);
    await app.rateLimits.consume(`calendar-sync:import:${found.id}`, perImport, TOO_MANY_IMPORT_SYNCS);
    await app.rateLimits.consume(`calendar-sync:company:${companyId}`, perCompany, TOO_MANY_COMPANY_SYNCS);
    await syncCalendarImport(app.db, found.id, options.sync);
    return findCompanyCalendarImport(app.db, companyId, found.id);
  });
}
