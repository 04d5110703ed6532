import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { bookings, mailOutbox } from "../../src/server/db/schema";
import { queueReminders } from "../../src/server/requests/queue-reminders";
import { createCompany, createVehicle } from "../helpers/factories";
import { rendered } from "../helpers/mails";
import { filledRequestForm } from "../helpers/request-form";
import { startSmtpServer } from "../helpers/smtp";
import { buildTestApp, login, setUpTestApp, TEST_PUBLIC_URL } from "../helpers/test-app";

// Issue 39, point 5: reminders through the outbox, under a moved clock (each round is given its `now`).
const t = setUpTestApp();
const today = todayInDominica();
const day = (n: number) => addDays(today, n);
/** `hour` o'clock in Dominica (UTC−4, no daylight saving) on day `n` from today. */
const at = (n: number, hour: number, minute = 0) =>
  new Date(`${day(n)}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00-04:00`);

const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

async function frenchCompany() {
  const { company, user } = await createCompany(t.db, { language: "fr", phone: "+17672251234" });
  const vehicle = await createVehicle(t.db, { companyId: company.id, make: "Suzuki", model: "Jimny", year: 2021 });
  return { company, vehicle, cookie: await login(t.app, user.username, user.password) };
}

/** A visitor's request from the Martinique renter (French, EC$), answered by the company when `answer` says. */
async function request(
  vehicleId: number,
  cookie: string,
  period: { startDate: string; endDate: string },
  answer?: "confirmed" | "rejected",
) {
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/booking-requests",
    payload: filledRequestForm(vehicleId, period, {
      language: "fr",
      currency: "XCD",
      fullName: "Amélie Visiteuse",
      pickupLocation: "douglas_charles_airport",
      pickupTime: "09:15",
      dropoffLocation: "roseau",
      dropoffTime: "17:30",
    }),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, sent.json().reference));
  if (!row) throw new Error("request not recorded");
  if (answer) {
    const answered = await t.app.inject({
      method: "PATCH",
      url: `/api/bookings/${row.id}`,
      payload: { status: answer },
      headers: { cookie },
    });
    expect(answered.statusCode, answered.body).toBe(200);
  }
  return row;
}

const outboxOf = (kind: (typeof mailOutbox.$inferSelect)["kind"], bookingId: number) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.bookingId, bookingId)));

describe("the renter's reminders", () => {
  it("come the day before pick-up and before return, once across two instances, in French, through SMTP", async () => {
    const { company, vehicle, cookie } = await frenchCompany();
    const booking = await request(vehicle.id, cookie, { startDate: day(3), endDate: day(5) }, "confirmed");
    const spare = await createVehicle(t.db, { companyId: company.id });
    const declined = await request(spare.id, cookie, { startDate: day(3), endDate: day(5) }, "rejected");

    // Two days ahead: nothing yet.
    await queueReminders(t.db, { mail: t.app.mail, now: at(1, 20) });
    expect(await outboxOf("pickup-reminder", booking.id)).toHaveLength(0);

    // The day before, two instances on the one database run their round at the same moment.
    const server = await startSmtpServer();
    stops.push(server.stop);
    const other = await buildTestApp(t.database, { mail: { smtpUrl: server.url, pollMs: 100 } });
    stops.push(() => other.close());
    await Promise.all([
      queueReminders(t.db, { mail: t.app.mail, now: at(2, 8) }),
      queueReminders(other.db, { mail: other.mail, now: at(2, 8) }),
    ]);
    await queueReminders(t.db, { mail: t.app.mail, now: at(2, 23, 59) });
    expect(await outboxOf("pickup-reminder", booking.id)).toHaveLength(1);
    expect(await outboxOf("pickup-reminder", declined.id)).toHaveLength(0);

    await other.mail.wake();
    const received = await vi.waitFor(() => {
      const mails = server.received.filter((mail) => mail.subject.startsWith("Demain"));
      expect(mails).toHaveLength(1);
      return mails[0];
    });
    expect(received?.to).toEqual([booking.renterEmail]);
    expect(received?.subject).toBe(`Demain : votre Suzuki Jimny chez ${company.name} (${booking.reference})`);
    expect(received?.text).toContain("Prise en charge : Aéroport Douglas-Charles");
    expect(received?.text).toContain("à 09:15");
    expect(received?.text).toContain("Restitution : Roseau");
    expect(received?.text).toContain("Téléphone : ");
    expect(received?.text).toContain("WhatsApp : https://wa.me/17672251234");
    expect(received?.text).toContain("permis de conduire temporaire de la Dominique");
    expect(received?.text).toContain(`${TEST_PUBLIC_URL}/requests/`);
    expect(received?.html).toContain("<li>");

    // The day before return.
    await queueReminders(t.db, { mail: t.app.mail, now: at(3, 8) });
    expect(await outboxOf("return-reminder", booking.id)).toHaveLength(0);
    await queueReminders(t.db, { mail: t.app.mail, now: at(4, 8) });
    const [returnMail] = await rendered(t.db, outboxOf("return-reminder", booking.id));
    expect(returnMail?.subject).toBe(`Demain : restitution du Suzuki Jimny (${booking.reference})`);
    expect(returnMail?.textBody).toContain("Restitution : Roseau");
    expect(returnMail?.textBody).toContain("à 17:30");
  });

  it("is not sent for a booking cancelled before its day, nor written for one cancelled once queued", async () => {
    const { vehicle, cookie } = await frenchCompany();
    const kept = await request(vehicle.id, cookie, { startDate: day(10), endDate: day(11) }, "confirmed");
    await t.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, kept.id));
    await queueReminders(t.db, { mail: t.app.mail, now: at(9, 8) });
    expect(await outboxOf("pickup-reminder", kept.id)).toHaveLength(0);

    const late = await request(vehicle.id, cookie, { startDate: day(20), endDate: day(21) }, "confirmed");
    await queueReminders(t.db, { mail: t.app.mail, now: at(19, 8) });
    const queued = await outboxOf("pickup-reminder", late.id);
    expect(queued).toHaveLength(1);
    await t.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, late.id));
    await expect(rendered(t.db, queued)).rejects.toThrow("no longer in the state");
  });
});

describe("the company's reminders", () => {
  it("each morning from 06:00 Dominica time: the day's pick-ups and returns, once, in its language", async () => {
    const { company, vehicle, cookie } = await frenchCompany();
    const booking = await request(vehicle.id, cookie, { startDate: day(30), endDate: day(32) }, "confirmed");
    const plans = () =>
      t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, "company-day-plan"), eq(mailOutbox.companyId, company.id)));

    await queueReminders(t.db, { mail: t.app.mail, now: at(30, 5, 59) });
    expect(await plans()).toHaveLength(0);
    await queueReminders(t.db, { mail: t.app.mail, now: at(30, 6, 1) });
    await queueReminders(t.db, { mail: t.app.mail, now: at(30, 14) });
    const [plan, ...more] = await rendered(t.db, plans());
    expect(more).toHaveLength(0);
    expect(plan?.toAddress).toBe(company.contactEmail);
    expect(plan?.subject).toContain("Prises en charge et restitutions du jour");
    expect(plan?.textBody).toContain(
      `- 09:15 Suzuki Jimny (2021), Amélie Visiteuse, ${booking.reference}, à Aéroport Douglas-Charles`,
    );
    expect(plan?.textBody).toContain("Restitutions :\n- Aucune");

    // No bookings that day: no plan.
    await queueReminders(t.db, { mail: t.app.mail, now: at(31, 7) });
    expect(await plans()).toHaveLength(1);
    await queueReminders(t.db, { mail: t.app.mail, now: at(32, 7) });
    expect(await plans()).toHaveLength(2);
  });

  it("nudges on a request that has waited 12 hours and again 6 hours before it expires, never on an answered one", async () => {
    const { vehicle, cookie } = await frenchCompany();
    const waiting = await request(vehicle.id, cookie, { startDate: day(40), endDate: day(41) });
    const answered = await request(vehicle.id, cookie, { startDate: day(50), endDate: day(51) }, "rejected");
    const created = waiting.createdAt.getTime();
    const expires = waiting.expiresAt?.getTime() ?? 0;
    const hour = 3_600_000;
    const nudges = async (id: number) =>
      (await outboxOf("company-request-nudge", id)).map((mail) => mail.params.moment);

    await queueReminders(t.db, { mail: t.app.mail, now: new Date(created + 12 * hour - 60_000) });
    expect(await nudges(waiting.id)).toEqual([]);
    await queueReminders(t.db, { mail: t.app.mail, now: new Date(created + 12 * hour + 60_000) });
    await queueReminders(t.db, { mail: t.app.mail, now: new Date(created + 20 * hour) });
    expect(await nudges(waiting.id)).toEqual(["waited"]);
    await queueReminders(t.db, { mail: t.app.mail, now: new Date(expires - 6 * hour - 60_000) });
    expect(await nudges(waiting.id)).toEqual(["waited"]);
    await queueReminders(t.db, { mail: t.app.mail, now: new Date(expires - 6 * hour + 60_000) });
    await queueReminders(t.db, { mail: t.app.mail, now: new Date(expires - hour) });
    expect(await nudges(waiting.id)).toEqual(["waited", "expiring"]);
    expect(await nudges(answered.id)).toEqual([]);

    const [waited, expiring] = await rendered(t.db, outboxOf("company-request-nudge", waiting.id));
    expect(waited?.subject).toBe(`La demande ${waiting.reference} attend votre réponse depuis 12 heures`);
    expect(expiring?.subject).toBe(`La demande ${waiting.reference} expire dans 6 heures`);
    expect(expiring?.textBody).toContain(`${TEST_PUBLIC_URL}/company/dashboard?request=${waiting.reference}`);
    // The renter's secret stays theirs.
    expect(expiring?.textBody).not.toContain("/requests/");
  });
});
