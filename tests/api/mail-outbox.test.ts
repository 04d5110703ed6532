import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import ICAL from "ical.js";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import type { AppOptions } from "../../src/server/app";
import { bookings, mailOutbox } from "../../src/server/db/schema";
import { claimDueMails } from "../../src/server/mail/outbox";
import { createBooking, createVehicle } from "../helpers/factories";
import { filledRequestForm } from "../helpers/request-form";
import { type ReceivedMail, startSilentSmtpServer, startSmtpServer } from "../helpers/smtp";
import { buildTestApp, setUpActors, setUpTestApp } from "../helpers/test-app";

/** Short retries, so an outage and its recovery fit in a test. */
const FAST = { firstRetryMs: 100, maxRetryMs: 300, leaseMs: 200, batchSize: 20, maxAttempts: 8 };
const REFERENCE = "DR-7K3P9";
let bookingId: number;
let vehicleId: number;
/** A mail about the test's request, to `to`: the company's notice of it, written when sent. */
const mail = (to: string) => ({ kind: "company-request" as const, bookingId, to, params: { event: "new" } });
const SUBJECT = `New request ${REFERENCE}: Toyota RAV4 (2022)`;

// One database for the file (mail off); each test starts an instance with its own mail server on it.
const t = setUpTestApp();
const actors = setUpActors(t);
beforeAll(async () => {
  vehicleId = (
    await createVehicle(t.db, { companyId: actors.own.company.id, make: "Toyota", model: "RAV4", year: 2022 })
  ).id;
  const start = addDays(todayInDominica(), 30);
  bookingId = (
    await createBooking(t.db, {
      userId: actors.other.user.id,
      vehicleId,
      startDate: start,
      endDate: addDays(start, 2),
      reference: REFERENCE,
    })
  ).id;
});
let stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.reverse()) await stop();
  stops = [];
  await t.db.delete(mailOutbox);
});

async function smtp(options?: Parameters<typeof startSmtpServer>[0]) {
  const server = await startSmtpServer(options);
  stops.push(server.stop);
  return server;
}

async function appWithMail(
  smtpUrl: string,
  options: Partial<NonNullable<AppOptions["mail"]>> = {},
): Promise<{ app: FastifyInstance; db: typeof t.db }> {
  const app = await buildTestApp(t.database, {
    mail: { smtpUrl, pollMs: 100, ...options, send: { ...FAST, ...options.send } },
  });
  stops.push(() => app.close());
  return { app, db: t.db };
}

const rows = () => t.db.select().from(mailOutbox).orderBy(mailOutbox.id);

describe("mail outbox", () => {
  it("sends a mail written with a committed change, once, with its sender and Message-ID", async () => {
    const server = await smtp();
    const { app, db } = await appWithMail(server.url);
    await db.transaction((tx) => app.mail.queue(tx, mail("renter@example.com")));
    await app.mail.wake();

    const received = await vi.waitFor(() => {
      expect(server.received).toHaveLength(1);
      return server.received[0] as ReceivedMail;
    });
    expect(received.to).toEqual(["renter@example.com"]);
    expect(received.from).toBe("no-reply@rent.example.dm");
    expect(received.header("Subject")).toBe(SUBJECT);
    expect(received.text).toContain("http://rent.example.dm/company/dashboard");
    const [row] = await vi.waitFor(async () => {
      const sent = await rows();
      expect(sent).toMatchObject([{ status: "sent", attempts: 1, lastError: null }]);
      return sent;
    });
    expect(received.header("Message-ID")).toBe(row?.messageId);

    await app.mail.wake(); // nothing is due: nothing goes twice
    expect(server.received).toHaveLength(1);
  });

  it("sends nothing for a change that was rolled back", async () => {
    const server = await smtp();
    const { app, db } = await appWithMail(server.url);
    await expect(
      db.transaction(async (tx) => {
        await app.mail.queue(tx, mail("renter@example.com"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await app.mail.wake();
    expect(await rows()).toEqual([]);
    expect(server.received).toEqual([]);
  });

  it("keeps mails through a mail-server outage and sends each once when it is back", async () => {
    const first = await smtp();
    const { app, db } = await appWithMail(first.url);
    await first.stop();
    for (const to of ["a@example.com", "b@example.com", "c@example.com"]) await app.mail.queue(db, mail(to));
    await app.mail.wake();

    const waiting = await rows();
    expect(waiting.map((r) => r.status)).toEqual(["queued", "queued", "queued"]);
    // The poll may have tried them in any order; what was tried says why it waits.
    expect(waiting.some((r) => /ECONNREFUSED/.test(r.lastError ?? ""))).toBe(true);

    const back = await smtp({ port: first.port });
    await vi.waitFor(() => expect(back.received).toHaveLength(3), { timeout: 10_000, interval: 100 });
    expect(back.received.flatMap((m) => m.to).sort()).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
    // The server has a mail a moment before the worker marks it sent.
    await vi.waitFor(async () => expect((await rows()).map((r) => r.status)).toEqual(["sent", "sent", "sent"]));
    await new Promise((resolve) => setTimeout(resolve, 400)); // a few more polls send nothing again
    expect(back.received).toHaveLength(3);
  });

  it("sends again, under the same Message-ID, a mail whose sender stopped before marking it sent", async () => {
    const server = await smtp();
    // A worker claimed it and then died: its lease runs out and the next round takes it over.
    await t.app.mail.queue(t.db, mail("renter@example.com"));
    const [claimed] = await claimDueMails(t.db, 1, 100);
    expect(claimed?.status).toBe("sending");
    await appWithMail(server.url);
    await vi.waitFor(() => expect(server.received).toHaveLength(1), { timeout: 5_000, interval: 100 });
    expect(server.received[0]?.header("Message-ID")).toBe(claimed?.messageId);
    await vi.waitFor(async () => expect(await rows()).toMatchObject([{ status: "sent", attempts: 2 }]));
  });

  it("gives up on an address the server refuses, and still sends the others", async () => {
    const server = await smtp({ refuse: (address) => address.startsWith("nobody@") });
    const { app, db } = await appWithMail(server.url);
    await app.mail.queue(db, mail("nobody@example.com"));
    await app.mail.queue(db, mail("renter@example.com"));
    await app.mail.wake();
    await vi.waitFor(() => expect(server.received).toHaveLength(1));
    const [refused, sent] = await vi.waitFor(async () => {
      const both = await rows();
      expect(both.map((r) => r.status)).toEqual(["failed", "sent"]);
      return both;
    });
    expect(refused).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/550|No such mailbox/) });
    expect(sent?.toAddress).toBe("renter@example.com");
  });

  it("keeps every mail in the outbox while mail is off", async () => {
    const { app, db } = t;
    expect(app.mail.enabled).toBe(false);
    await app.mail.queue(db, mail("renter@example.com"));
    await app.mail.wake();
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "renter@example.com"));
    expect(row).toMatchObject({ status: "queued", attempts: 0 });
  });

  it("answers a booking request at once while the mail server accepts and never says a word", async () => {
    const silent = await startSilentSmtpServer();
    // Seconds of greeting timeout; the request must not wait for any of them.
    const { app } = await appWithMail(silent.url, { timeouts: { connectionTimeout: 4_000, greetingTimeout: 4_000 } });
    const start = addDays(todayInDominica(), 60);
    const began = Date.now();
    const response = await app.inject({
      method: "POST",
      url: "/api/booking-requests",
      payload: filledRequestForm(vehicleId, { startDate: start, endDate: addDays(start, 2) }),
    });
    const took = Date.now() - began;
    expect(response.statusCode).toBe(201);
    // The worker holds a connection the server never greeted: the request answered before any greeting.
    await vi.waitFor(() => expect(silent.connections()).toBe(1));
    expect(took).toBeLessThan(2_000);
    expect((await rows()).map((r) => r.status)).toEqual(["sending", "sending"]);
    stops.push(silent.stop); // stopped first: the worker's wait ends with the closed connection
  });

  it("sends a confirmation through SMTP as text, HTML and an .ics, whose links answer 200 (issue 38)", async () => {
    const server = await smtp();
    // A minimal built client, so that the links' pages are served.
    const clientDir = mkdtempSync(join(tmpdir(), "client-shell-"));
    writeFileSync(
      join(clientDir, "index.html"),
      "<!doctype html><html><head><title>Shell</title></head><body></body></html>",
    );
    stops.push(async () => rmSync(clientDir, { recursive: true, force: true }));
    const app = await buildTestApp(t.database, { clientDir, mail: { smtpUrl: server.url, pollMs: 100, send: FAST } });
    stops.push(() => app.close());
    const start = addDays(todayInDominica(), 90);
    const sent = await app.inject({
      method: "POST",
      url: "/api/booking-requests",
      payload: filledRequestForm(
        vehicleId,
        { startDate: start, endDate: addDays(start, 3) },
        { email: "day.of@example.com", language: "fr", pickupTime: "08:45", dropoffTime: "18:00" },
      ),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { reference } = sent.json() as { reference: string };
    const [row] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference));
    const decided = await app.inject({
      method: "PATCH",
      url: `/api/bookings/${row?.id}`,
      payload: { status: "confirmed" },
      headers: { cookie: actors.own.cookie },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const confirmation = await vi.waitFor(
      () => {
        const found = server.received.find((m) => m.subject === `Demande ${reference} confirmée`);
        expect(found).toBeDefined();
        return found as ReceivedMail;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(confirmation.header("Content-Type")).toMatch(/^multipart\/mixed/);
    expect(confirmation.text).toMatch(/Prise en charge : .+ à 08:45/);
    expect(confirmation.text).toMatch(/Restitution : .+ à 18:00/);
    expect(confirmation.html).toContain('<html lang="fr">');
    expect(confirmation.html).toMatch(/Prise en charge : .+ à 08:45/);
    const [ics] = confirmation.attachments;
    expect(ics).toMatchObject({ filename: `${reference}.ics`, contentType: "text/calendar" });
    const events = new ICAL.Component(ICAL.parse(ics?.content ?? "")).getAllSubcomponents("vevent");
    expect(events.map((e) => new ICAL.Event(e).startDate.toString())).toEqual([
      `${start}T08:45:00`,
      `${addDays(start, 3)}T18:00:00`,
    ]);

    // Every link of ours in either part answers: the renter's page and its API, the sign-up, the inbox.
    const receipt = server.received.find((m) => m.subject.startsWith(`Demande ${reference} envoyée`));
    const toCompany = server.received.find((m) => m.subject.startsWith(`New request ${reference}`));
    const ours = (mail: ReceivedMail | undefined) => [
      ...new Set(
        [...`${mail?.text} ${mail?.html}`.matchAll(/http:\/\/rent\.example\.dm[^\s"<]*/g)].map((m) =>
          m[0].replaceAll("&amp;", "&"),
        ),
      ),
    ];
    const links = [...ours(confirmation), ...ours(receipt), ...ours(toCompany)];
    expect(links.filter((link) => link.includes("/requests/"))).toHaveLength(2);
    expect(ours(toCompany)).toEqual([`http://rent.example.dm/company/dashboard?request=${reference}`]);
    for (const link of links) {
      const url = new URL(link);
      const page = await app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
      expect(page.statusCode, link).toBe(200);
      const token = url.pathname.match(/^\/requests\/([\w-]{43})$/)?.[1];
      if (token) {
        const api = await app.inject({ method: "GET", url: `/api/booking-requests/${token}` });
        expect(api.json()).toMatchObject({ reference, status: "confirmed", pickupTime: "08:45" });
      }
    }
  });

  it("delays only the mail to a domain refused for now, sends the others, and the refused one later", async () => {
    let refusing = true;
    const server = await smtp({ refuseForNow: (address) => refusing && address.endsWith("@later.example") });
    // The retry comes late enough that the two others are sent (both parts each) on a busy machine first.
    const { app, db } = await appWithMail(server.url, { send: { firstRetryMs: 2_000, maxRetryMs: 2_000 } });
    for (const to of ["a@later.example", "b@example.com", "c@example.com"]) await app.mail.queue(db, mail(to));
    await app.mail.wake();
    await vi.waitFor(() =>
      expect(server.received.flatMap((m) => m.to).sort()).toEqual(["b@example.com", "c@example.com"]),
    );
    const [refused] = await rows();
    expect(refused).toMatchObject({ status: "queued", attempts: 1, lastError: expect.stringMatching(/451/) });
    refusing = false;
    await vi.waitFor(() => expect(server.received.flatMap((m) => m.to)).toContain("a@later.example"), {
      timeout: 10_000,
      interval: 100,
    });
    await vi.waitFor(async () => expect((await rows()).map((r) => r.status)).toEqual(["sent", "sent", "sent"]));
  });

  it("makes a dead letter after its tries, shows it to the admin, and sends it again once retried", async () => {
    let refusing = true;
    const server = await smtp({ refuseForNow: () => refusing });
    const { app, db } = await appWithMail(server.url, { send: { maxAttempts: 2 } });
    await app.mail.queue(db, mail("renter@example.com"));
    await app.mail.wake();
    const [dead] = await vi.waitFor(
      async () => {
        const all = await rows();
        expect(all).toMatchObject([{ status: "failed", attempts: 2 }]);
        return all;
      },
      { timeout: 5_000, interval: 100 },
    );
    const cookie = actors.admin.cookie;
    const listed = await app.inject({ method: "GET", url: "/api/admin/mails?status=failed", headers: { cookie } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        id: dead?.id,
        kind: "company-request",
        to: "renter@example.com",
        reference: REFERENCE,
      }),
    ]);

    refusing = false;
    const retried = await app.inject({
      method: "POST",
      url: `/api/admin/mails/${dead?.id}/retry`,
      headers: { cookie },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: "queued", attempts: 0 });
    await vi.waitFor(() => expect(server.received).toHaveLength(1));
    await vi.waitFor(async () => expect(await rows()).toMatchObject([{ status: "sent" }]));
    const again = await app.inject({ method: "POST", url: `/api/admin/mails/${dead?.id}/retry`, headers: { cookie } });
    expect(again.statusCode).toBe(404); // no longer a dead letter
  });

  it.each([
    ["anonymous", undefined, 401],
    ["a company", "own", 403],
    ["an admin", "admin", 200],
  ] as const)("lets %s list dead letters and retry them: %i", async (_name, actor, status) => {
    const headers = actor ? { cookie: actors[actor].cookie } : {};
    expect((await t.app.inject({ method: "GET", url: "/api/admin/mails", headers })).statusCode).toBe(status);
    await t.app.mail.queue(t.db, mail("renter@example.com"));
    await t.db.update(mailOutbox).set({ status: "failed" });
    const [row] = await rows();
    const retry = await t.app.inject({ method: "POST", url: `/api/admin/mails/${row?.id}/retry`, headers });
    expect(retry.statusCode).toBe(status);
  });
});
