import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { REJECTION_MESSAGES, REJECTION_REASON_MAX } from "../../src/domain/account-mails";
import { companies, mailOutbox, users } from "../../src/server/db/schema";
import { createCompany, createUser } from "../helpers/factories";
import { rendered } from "../helpers/mails";
import {
  adminOnlyMatrix,
  headersAs,
  type MatrixActor,
  sessionCookie,
  setUpActors,
  setUpRenter,
  setUpTestApp,
  TEST_PUBLIC_URL,
} from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);
const renter = setUpRenter(t);

const registration = (username: string, language?: string) => ({
  username,
  password: "s3cret-pass",
  fullName: `${username} Ltd`,
  email: `${username}@example.dm`,
  phone: "7674401234",
  companyName: `${username} Cars`,
  ...(language && { language }),
});

const register = (payload: Record<string, unknown>) => t.app.inject({ method: "POST", url: "/api/register", payload });

const mailsAbout = (companyId: number) =>
  rendered(t.db, t.db.select().from(mailOutbox).where(eq(mailOutbox.companyId, companyId)).orderBy(mailOutbox.id));

/** A company account waiting for approval, made past the API. */
async function pendingCompany(overrides: { language?: "en" | "fr" } = {}) {
  return createCompany(t.db, { ...overrides, user: { isActive: false } });
}

const reject = (id: number, payload: unknown, actor: MatrixActor = "admin") =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/users/${id}/reject`,
    payload: payload as Record<string, unknown>,
    headers: headersAs(actors, renter, actor),
  });

const approve = (id: number) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/admin/users/${id}`,
    payload: { isActive: true },
    headers: { cookie: actors.admin.cookie },
  });

const waiting = async () =>
  (await t.app.inject({ method: "GET", url: "/api/admin/approvals", headers: { cookie: actors.admin.cookie } })).json()
    .waiting as number;

beforeEach(async () => {
  await t.db.delete(mailOutbox);
});

describe("registering a company", () => {
  it("welcomes the company in the language it registered in and tells every active admin", async () => {
    const response = await register(registration("lagon", "fr"));
    expect(response.statusCode).toBe(201);
    const { companyId } = response.json();
    const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company?.language).toBe("fr");

    const mails = await mailsAbout(companyId);
    const welcome = mails.find((mail) => mail.kind === "company-registered");
    expect(welcome).toMatchObject({
      toAddress: "lagon@example.dm",
      subject: "lagon Cars : votre inscription attend la validation",
    });
    expect(welcome?.textBody).toContain(`${TEST_PUBLIC_URL}/company/dashboard`);
    const toAdmins = mails.filter((mail) => mail.kind === "company-waiting");
    expect(toAdmins.map((mail) => mail.toAddress)).toContain(actors.admin.user.email);
    expect(toAdmins[0]).toMatchObject({ subject: "New company waiting for approval: lagon Cars" });
    expect(toAdmins[0]?.textBody).toContain(`${TEST_PUBLIC_URL}/admin/companies`);
  });

  it("writes in English by default, and refuses a language it does not speak", async () => {
    const response = await register(registration("roseaucars"));
    const [welcome] = (await mailsAbout(response.json().companyId)).filter((m) => m.kind === "company-registered");
    expect(welcome?.subject).toBe("roseaucars Cars: your registration awaits approval");

    const refused = await register(registration("germancars", "de"));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({ field: "language", message: "Language must be one of en, fr" });
  });

  it("queues no mail when the registration is refused: the company and its mails are one transaction", async () => {
    await register(registration("twice"));
    await t.db.delete(mailOutbox);
    const again = await register(registration("TWICE"));
    expect(again.statusCode).toBe(409);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });
});

describe("GET /api/admin/approvals: the admin's badge", () => {
  it.each(adminOnlyMatrix)("answers a %s %s", async (_name, actor, status) => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/approvals",
      headers: headersAs(actors, renter, actor),
    });
    expect(response.statusCode).toBe(status);
  });

  it("counts the companies waiting: pending and not rejected; approved or rejected ones leave it", async () => {
    const before = await waiting();
    const first = await pendingCompany();
    const second = await pendingCompany();
    expect(await waiting()).toBe(before + 2);
    await approve(first.user.id);
    expect(await waiting()).toBe(before + 1);
    await reject(second.user.id, { reason: "No trade licence" });
    expect(await waiting()).toBe(before);
  });
});

describe("approving a company", () => {
  it("mails the company in its language, once, in the approval's transaction", async () => {
    const { company, user } = await pendingCompany({ language: "fr" });
    expect((await approve(user.id)).statusCode).toBe(200);
    const [mail, ...others] = await mailsAbout(company.id);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({
      kind: "company-approved",
      toAddress: company.contactEmail,
      subject: `${company.name} est validée`,
    });
    expect(mail?.textBody).toContain(`${TEST_PUBLIC_URL}/companies/${company.id}`);

    // Switching it off and on again is a suspension and a restoration, not a second approval.
    await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${user.id}`,
      payload: { isActive: false },
      headers: { cookie: actors.admin.cookie },
    });
    await approve(user.id);
    expect(await mailsAbout(company.id)).toHaveLength(1);
  });

  it("clears an earlier rejection", async () => {
    const { user } = await pendingCompany();
    await reject(user.id, { reason: "Missing address" });
    const approved = await approve(user.id);
    expect(approved.json()).toMatchObject({ status: "active", rejectionReason: null });
  });
});

describe("POST /api/admin/users/:id/reject", () => {
  it.each(adminOnlyMatrix)("answers a %s %s", async (_name, actor, status) => {
    const { company, user } = await pendingCompany();
    const response = await reject(user.id, { reason: "Not a rental company" }, actor);
    expect(response.statusCode).toBe(status);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.companyId, company.id))).toHaveLength(
      status === 200 ? 1 : 0,
    );
  });

  it("stores the reason, keeps the account pending, and mails the reason in the company's language", async () => {
    const { company, user } = await pendingCompany({ language: "fr" });
    const response = await reject(user.id, { reason: "  Licence commerciale manquante  " });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "pending", rejectionReason: "Licence commerciale manquante" });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.rejectedAt).toBeInstanceOf(Date);

    const [mail] = await mailsAbout(company.id);
    expect(mail).toMatchObject({ kind: "company-rejected", toAddress: company.contactEmail });
    expect(mail?.subject).toBe(`${company.name} n'a pas été validée`);
    expect(mail?.textBody).toContain("Licence commerciale manquante");

    // The company reads it too, on its own session.
    const me = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password: user.password },
    });
    expect(me.json()).toMatchObject({ status: "pending", rejectionReason: "Licence commerciale manquante" });
    expect(sessionCookie(me)).toBeTruthy();
  });

  it.each([
    ["an empty reason", { reason: "   " }, REJECTION_MESSAGES.reasonRequired],
    ["no reason", {}, REJECTION_MESSAGES.reasonRequired],
    ["a reason too long", { reason: "x".repeat(REJECTION_REASON_MAX + 1) }, REJECTION_MESSAGES.reasonTooLong],
  ])("refuses %s with 400 naming the field, and mails nothing", async (_name, payload, message) => {
    const { company, user } = await pendingCompany();
    const response = await reject(user.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: "reason", message });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.companyId, company.id))).toHaveLength(0);
  });

  it("answers 404 for no such user, and 409 for an account that is not a company's pending one", async () => {
    expect((await reject(999_999, { reason: "Gone" })).statusCode).toBe(404);
    const refused = await reject(actors.own.user.id, { reason: "Too late" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REJECTION_MESSAGES.notPending);
    const renter = await createUser(t.db, { role: "renter", isActive: false });
    expect((await reject(renter.id, { reason: "Not a company" })).statusCode).toBe(409);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("a rejection mail is not sent once the company has been approved since", async () => {
    const { company, user } = await pendingCompany();
    await reject(user.id, { reason: "Missing address" });
    await approve(user.id);
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.companyId, company.id));
    expect(rows.map((row) => row.kind)).toEqual(["company-rejected", "company-approved"]);
    await expect(rendered(t.db, rows)).rejects.toThrow("The company's rejection was withdrawn");
  });
});
