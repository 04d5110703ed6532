import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { REQUEST_LIMITS, TOO_MANY_WAITING } from "../../src/domain/requests/refusals";
import { VERIFICATION_MESSAGES } from "../../src/domain/requests/renter-ownership";
import { REQUEST_LINK_NOT_VALID } from "../../src/server/accounts/queries";
import { bookings, mailOutbox, users } from "../../src/server/db/schema";
import { createCompany, createVehicle } from "../helpers/factories";
import { rendered } from "../helpers/mails";
import { filledRequestForm } from "../helpers/request-form";
import { login, sessionCookie, setUpActors, setUpTestApp, TEST_PUBLIC_URL } from "../helpers/test-app";

/** Issue 38, point 6: the renter owns the renter's requests, once the email is proved. */
const t = setUpTestApp({ requests: { perSenderPerHour: 10_000 } });
const actors = setUpActors(t);
const startDate = addDays(todayInDominica(), 15);
const period = { startDate, endDate: addDays(startDate, 2) };
let sequence = 0;

async function signUp(language: "en" | "fr" = "en") {
  const email = `owner${++sequence}.${process.pid}@Example.com`;
  const response = await t.app.inject({
    method: "POST",
    url: "/api/renters",
    payload: {
      fullName: "Maria Owner",
      email,
      password: "password123",
      phone: "767 225 1234",
      nationality: "Canadian",
      language,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id as number, email, cookie: sessionCookie(response) };
}

/** The verification mail the account was sent last, as the worker would write it. */
async function verificationMail(userId: number) {
  const rows = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, "email-verification")))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const [mail] = await rendered(t.db, rows);
  if (!mail) throw new Error("no verification mail");
  const token = /verify-email\?token=([A-Za-z0-9_-]{43})/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no link in ${mail.textBody}`);
  return { ...mail, token };
}
const verify = (token: string) => t.app.inject({ method: "POST", url: "/api/email-verifications", payload: { token } });

const vehicle = async () => {
  const { company } = await createCompany(t.db);
  return createVehicle(t.db, { companyId: company.id });
};
const sendSignedOut = async (email: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/booking-requests",
    payload: filledRequestForm((await vehicle()).id, period, { email }),
  });
const myBookings = async (cookie: string) =>
  (await t.app.inject({ url: "/api/bookings", headers: { cookie } })).json() as { id: number; reference: string }[];
const emailVerified = async (cookie: string) =>
  (await t.app.inject({ url: "/api/user", headers: { cookie } })).json().emailVerified;

describe("the verification link", () => {
  it("is mailed at sign-up in the account's language, works once, and verifies the email", async () => {
    const owner = await signUp();
    const mail = await verificationMail(owner.id);
    expect(mail.toAddress).toBe(owner.email);
    expect(mail.subject).toBe("Confirm your email address");
    expect(mail.textBody).toContain(`${TEST_PUBLIC_URL}/verify-email?token=${mail.token}`);
    expect(mail.textBody).toContain("This link works once, until");
    // Only the hash is kept.
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.emailTokenHash).not.toBe(mail.token);
    expect(await emailVerified(owner.cookie)).toBe(false);

    const first = await verify(mail.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ attachedRequests: 0 });
    expect(await emailVerified(owner.cookie)).toBe(true);
    const again = await verify(mail.token);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ field: "token", message: VERIFICATION_MESSAGES.linkNotValid }]);
  });

  it("speaks French to an account made in French", async () => {
    const owner = await signUp("fr");
    const mail = await verificationMail(owner.id);
    expect(mail.subject).toBe("Confirmez votre adresse e-mail");
    expect(mail.textBody).toContain("Ce lien sert une fois, jusqu'au");
  });

  it("stops working after 48 hours, and when a new one is sent", async () => {
    const owner = await signUp();
    const expired = await verificationMail(owner.id);
    await t.db
      .update(users)
      .set({ emailTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, owner.id));
    expect((await verify(expired.token)).statusCode).toBe(400);

    const resend = await t.app.inject({
      method: "POST",
      url: "/api/user/email-verification",
      headers: { cookie: owner.cookie },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const replaced = await verificationMail(owner.id);
    const newest = await t.app.inject({
      method: "POST",
      url: "/api/user/email-verification",
      headers: { cookie: owner.cookie },
    });
    expect(newest.statusCode).toBe(200);
    expect((await verify(replaced.token)).statusCode).toBe(400);
    expect((await verify((await verificationMail(owner.id)).token)).statusCode).toBe(200);
  });

  it("refuses a token that is no link's, with 400 naming it", async () => {
    expect((await verify("Q".repeat(43))).json().errors).toEqual([
      { field: "token", message: VERIFICATION_MESSAGES.linkNotValid },
    ]);
    expect((await verify("short")).statusCode).toBe(400);
  });

  it.each([
    ["a visitor", "anonymous", 401],
    ["a company", "own", 403],
    ["an admin", "admin", 403],
  ] as const)("sending a new link: %s → %i", async (_name, actor, status) => {
    const headers = actor === "anonymous" ? {} : { cookie: actors[actor].cookie };
    const response = await t.app.inject({ method: "POST", url: "/api/user/email-verification", headers });
    expect(response.statusCode).toBe(status);
  });

  it("sending a new link to a verified account: 409", async () => {
    const owner = await signUp();
    await verify((await verificationMail(owner.id)).token);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/email-verification",
      headers: { cookie: owner.cookie },
    });
    expect([response.statusCode, response.json().message]).toEqual([409, VERIFICATION_MESSAGES.alreadyVerified]);
  });
});

describe("the requests sent with a verified email", () => {
  it("join My Bookings: those sent signed out before the verification, and after it", async () => {
    const owner = await signUp();
    const before = await sendSignedOut(owner.email.toUpperCase());
    expect(before.statusCode, before.body).toBe(201);
    // Unproved, the address holds nothing.
    expect(await myBookings(owner.cookie)).toEqual([]);

    const verified = await verify((await verificationMail(owner.id)).token);
    expect(verified.json()).toEqual({ attachedRequests: 1 });
    const after = await sendSignedOut(owner.email);
    expect(after.statusCode).toBe(201);
    expect((await myBookings(owner.cookie)).map((b) => b.reference).sort()).toEqual(
      [before.json().reference, after.json().reference].sort(),
    );
  });

  it("are not another account's: a request already in one stays there", async () => {
    const owner = await signUp();
    const other = await signUp();
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/booking-requests",
      headers: { cookie: other.cookie },
      payload: filledRequestForm((await vehicle()).id, period, { email: owner.email }),
    });
    expect(sent.statusCode).toBe(201);
    await verify((await verificationMail(owner.id)).token);
    expect(await myBookings(owner.cookie)).toEqual([]);
    expect((await myBookings(other.cookie)).map((b) => b.reference)).toEqual([sent.json().reference]);
  });
});

describe("the limits cannot be turned against an owner", () => {
  it(`${REQUEST_LIMITS.pendingPerEmail} anonymous requests in a verified owner's name leave the owner free to book, and theirs to withdraw`, async () => {
    const owner = await signUp();
    await verify((await verificationMail(owner.id)).token);
    const forged: Awaited<ReturnType<typeof sendSignedOut>>[] = [];
    for (let i = 0; i < REQUEST_LIMITS.pendingPerEmail; i++) forged.push(await sendSignedOut(owner.email));
    expect(forged.map((r) => r.statusCode)).toEqual(Array(REQUEST_LIMITS.pendingPerEmail).fill(201));
    // Anyone else naming the address is held by them.
    const sixth = await sendSignedOut(owner.email);
    expect([sixth.statusCode, sixth.json().message]).toEqual([409, TOO_MANY_WAITING]);

    // The owner, signed in, through either door.
    const asAccount = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: { cookie: owner.cookie },
      payload: { vehicleId: (await vehicle()).id, ...period },
    });
    expect(asAccount.statusCode, asAccount.body).toBe(201);
    const asForm = await t.app.inject({
      method: "POST",
      url: "/api/booking-requests",
      headers: { cookie: owner.cookie },
      payload: filledRequestForm((await vehicle()).id, period, { email: owner.email }),
    });
    expect(asForm.statusCode, asForm.body).toBe(201);

    // Every request in their name is in My Bookings, and they may withdraw one they never sent.
    const mine = await myBookings(owner.cookie);
    expect(mine).toHaveLength(REQUEST_LIMITS.pendingPerEmail + 2);
    const forgedId = mine.find((b) => b.reference === forged[0]?.json().reference)?.id;
    const withdrawn = await t.app.inject({
      method: "POST",
      url: `/api/bookings/${forgedId}/cancel`,
      headers: { cookie: owner.cookie },
    });
    expect([withdrawn.statusCode, withdrawn.json().status]).toEqual([200, "cancelled"]);
  });

  it("counts what the owner sent, so the owner's own limit still holds", async () => {
    const owner = await signUp();
    await verify((await verificationMail(owner.id)).token);
    for (let i = 0; i < REQUEST_LIMITS.pendingPerEmail; i++) {
      const sent = await t.app.inject({
        method: "POST",
        url: "/api/bookings",
        headers: { cookie: owner.cookie },
        payload: { vehicleId: (await vehicle()).id, ...period },
      });
      expect(sent.statusCode).toBe(201);
    }
    const over = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: { cookie: owner.cookie },
      payload: { vehicleId: (await vehicle()).id, ...period },
    });
    expect([over.statusCode, over.json().message]).toEqual([409, TOO_MANY_WAITING]);
  });

  it("still counts every request naming an address nobody has proved", async () => {
    const owner = await signUp();
    for (let i = 0; i < REQUEST_LIMITS.pendingPerEmail; i++) await sendSignedOut(owner.email);
    const blocked = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: { cookie: owner.cookie },
      payload: { vehicleId: (await vehicle()).id, ...period },
    });
    expect(blocked.statusCode).toBe(409);
  });
});

describe("the receipt's link for a renter who has an account", () => {
  it("logs in and takes the request over; a link that opens nothing logs nobody in", async () => {
    const owner = await signUp();
    const [account] = await t.db.select().from(users).where(eq(users.id, owner.id));
    const sent = await sendSignedOut(`someone.else${++sequence}@example.com`);
    const token = (sent.json().statusUrl as string).split("/").pop() as string;
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: account?.username, password: "password123", requestToken: "Q".repeat(43) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: "requestToken", message: REQUEST_LINK_NOT_VALID }]);
    expect(refused.headers["set-cookie"]).toBeUndefined();

    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: account?.username, password: "password123", requestToken: token },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await myBookings(sessionCookie(response))).map((b) => b.reference)).toEqual([sent.json().reference]);
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.reference, sent.json().reference));
    expect(stored?.userId).toBe(owner.id);
    expect(await login(t.app, account?.username ?? "", "password123")).toMatch(/^sid=/);
  });
});
