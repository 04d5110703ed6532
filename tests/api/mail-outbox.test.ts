import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../../src/server/db/schema";
import { claimDueMails } from "../../src/server/mail/outbox";
import { type ReceivedMail, startSmtpServer } from "../helpers/smtp";
import { buildTestApp, setUpTestApp } from "../helpers/test-app";

/** Short retries, so an outage and its recovery fit in a test. */
const FAST = { firstRetryMs: 100, maxRetryMs: 300, leaseMs: 200, batchSize: 20 };
const mail = (to: string, subject = "Your request DR-7K3P9") => ({
  to,
  subject,
  text: `Follow it at http://rent.example.dm/requests/abc\n${subject}`,
});

// One database for the file (mail off); each test starts an instance with its own mail server on it.
const t = setUpTestApp();
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

async function appWithMail(smtpUrl: string): Promise<{ app: FastifyInstance; db: typeof t.db }> {
  const app = await buildTestApp(t.database, { mail: { smtpUrl, pollMs: 100, send: FAST } });
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
    expect(received.header("Subject")).toBe("Your request DR-7K3P9");
    expect(received.raw).toContain("http://rent.example.dm/requests/abc");
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
    await app.mail.queue(db, mail("nobody@example.com", "first"));
    await app.mail.queue(db, mail("renter@example.com", "second"));
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
});
