import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyDocuments } from "../../src/server/db/schema";
import { createCompany } from "../helpers/factories";
import { headersAs, login, type MatrixActor, setUpActors, setUpRenter, setUpTestApp } from "../helpers/test-app";

const t = setUpTestApp();
const actors = setUpActors(t);
const renter = setUpRenter(t);

const OWN_URL = "/api/company/documents/trade-licence";
const adminUrl = (companyId: number) => `/api/admin/companies/${companyId}/documents/trade-licence`;

const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
/** A Windows program's first bytes, sent under a PDF's name and type. */
const EXE = Buffer.concat([Buffer.from("MZ", "latin1"), Buffer.alloc(64, 0x90)]);

const dataUrl = (bytes: Buffer, type = "application/pdf") => `data:${type};base64,${bytes.toString("base64")}`;

const upload = (cookie: string | undefined, document: unknown) =>
  t.app.inject({ method: "PUT", url: OWN_URL, headers: cookie ? { cookie } : {}, payload: { document } });

async function freshCompany() {
  const company = await createCompany(t.db);
  return { ...company, cookie: await login(t.app, company.user.username, company.user.password) };
}

describe("who may upload and open a trade licence", () => {
  it.each<[string, MatrixActor, number]>([
    ["visitor", "anonymous", 401],
    ["renter", "renter", 403],
    ["admin (no company of its own)", "admin", 403],
    ["own company", "own", 200],
  ])("PUT %s answers %i", async (_name, actor, status) => {
    const headers = headersAs(actors, renter, actor);
    const response = await upload(headers.cookie, dataUrl(PDF));
    expect(response.statusCode, response.body).toBe(status);
  });

  it.each<[string, MatrixActor, number]>([
    ["visitor", "anonymous", 401],
    ["renter", "renter", 403],
    ["own company", "own", 200],
    ["another company (it has none; it never reaches another's)", "other", 404],
    ["admin (no company of its own)", "admin", 403],
  ])("GET own document as %s answers %i", async (_name, actor, status) => {
    await upload(actors.own.cookie, dataUrl(PDF));
    const response = await t.app.inject({ method: "GET", url: OWN_URL, headers: headersAs(actors, renter, actor) });
    expect(response.statusCode, response.body).toBe(status);
  });

  it.each<[string, MatrixActor, number]>([
    ["visitor", "anonymous", 401],
    ["renter", "renter", 403],
    ["own company", "own", 403],
    ["another company", "other", 403],
    ["admin", "admin", 200],
  ])("GET the admin's copy as %s answers %i", async (_name, actor, status) => {
    await upload(actors.own.cookie, dataUrl(PDF));
    const url = adminUrl(actors.own.company.id);
    const response = await t.app.inject({ method: "GET", url, headers: headersAs(actors, renter, actor) });
    expect(response.statusCode, response.body).toBe(status);
  });

  it("answers 404 to the admin for a company without a licence, or no such company", async () => {
    const none = await createCompany(t.db);
    const headers = { cookie: actors.admin.cookie };
    const missing = await t.app.inject({ method: "GET", url: adminUrl(none.company.id), headers });
    expect(missing.statusCode).toBe(404);
    const noCompany = await t.app.inject({ method: "GET", url: adminUrl(999_999), headers });
    expect(noCompany.statusCode).toBe(404);
    const badId = await t.app.inject({
      method: "GET",
      url: "/api/admin/companies/abc/documents/trade-licence",
      headers,
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toContainEqual({ field: "id", message: "Company ID must be a number" });
  });
});

describe("uploading, replacing and serving", () => {
  it("serves the PDF as a private download, byte for byte, to its company and the admin", async () => {
    const company = await freshCompany();
    const saved = await upload(company.cookie, dataUrl(PDF));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ contentType: "application/pdf", size: PDF.length });

    for (const [url, cookie] of [
      [OWN_URL, company.cookie],
      [adminUrl(company.company.id), actors.admin.cookie],
    ] as const) {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["content-disposition"]).toBe('attachment; filename="trade-licence.pdf"');
      expect(response.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it("keeps only the latest upload: a PNG replaces the PDF, its type read from its bytes", async () => {
    const company = await freshCompany();
    await upload(company.cookie, dataUrl(PDF));
    // Declared as a PDF: the type served is the one its bytes say.
    const replaced = await upload(company.cookie, dataUrl(PNG, "application/pdf"));
    expect(replaced.json()).toMatchObject({ contentType: "image/png", size: PNG.length });
    const response = await t.app.inject({ method: "GET", url: OWN_URL, headers: { cookie: company.cookie } });
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["content-disposition"]).toBe('inline; filename="trade-licence.png"');
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it("lists the document on the company's documents and the admin's detail page", async () => {
    const company = await freshCompany();
    const before = await t.app.inject({
      method: "GET",
      url: "/api/company/documents",
      headers: { cookie: company.cookie },
    });
    expect(before.json()).toEqual({ tradeLicence: null });
    const detailUrl = `/api/admin/companies/${company.company.id}`;
    const adminHeaders = { cookie: actors.admin.cookie };
    expect(
      (await t.app.inject({ method: "GET", url: detailUrl, headers: adminHeaders })).json().tradeLicence,
    ).toBeNull();

    await upload(company.cookie, dataUrl(PDF));
    const after = await t.app.inject({
      method: "GET",
      url: "/api/company/documents",
      headers: { cookie: company.cookie },
    });
    expect(after.json().tradeLicence).toMatchObject({ contentType: "application/pdf", size: PDF.length });
    const detail = (await t.app.inject({ method: "GET", url: detailUrl, headers: adminHeaders })).json();
    expect(detail.tradeLicence).toEqual(after.json().tradeLicence);
  });

  it("another company cannot see the documents of the first", async () => {
    const first = await freshCompany();
    const second = await freshCompany();
    await upload(first.cookie, dataUrl(PDF));
    const list = await t.app.inject({
      method: "GET",
      url: "/api/company/documents",
      headers: { cookie: second.cookie },
    });
    expect(list.json()).toEqual({ tradeLicence: null });
    const file = await t.app.inject({ method: "GET", url: OWN_URL, headers: { cookie: second.cookie } });
    expect(file.statusCode).toBe(404);
  });
});

describe("deleting the company", () => {
  it("deletes its trade licence with it", async () => {
    const company = await freshCompany();
    await upload(company.cookie, dataUrl(PDF));
    const headers = { cookie: actors.admin.cookie };
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/companies/${company.company.id}`,
      headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await t.db.select().from(companyDocuments).where(eq(companyDocuments.companyId, company.company.id));
    expect(left).toEqual([]);
  });
});

describe("refusals", () => {
  it("refuses a program renamed .pdf and declared a PDF, keeping the licence before", async () => {
    const company = await freshCompany();
    await upload(company.cookie, dataUrl(PDF));
    const response = await upload(company.cookie, dataUrl(EXE));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: "document", message: "The file must be a PDF, JPEG, PNG or WebP" },
    ]);
    const kept = await t.app.inject({ method: "GET", url: OWN_URL, headers: { cookie: company.cookie } });
    expect(kept.rawPayload.equals(PDF)).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ["missing", undefined, "Choose a PDF, JPEG, PNG or WebP file"],
    ["empty", "", "Choose a PDF, JPEG, PNG or WebP file"],
    ["not text", 42, "Choose a PDF, JPEG, PNG or WebP file"],
    ["not a data URL", "%PDF-1.7", "The document must be a base64 data URL"],
    ["an empty file", "data:application/pdf;base64,", "The file must be a PDF, JPEG, PNG or WebP"],
  ])("400 for a document %s", async (_name, document, message) => {
    const response = await upload((await freshCompany()).cookie, document);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toContainEqual({ field: "document", message });
  });

  it("413 for a file over 5 MB, whether its text fits the body cap or not", async () => {
    const { cookie } = await freshCompany();
    const justOver = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 - PDF.length + 1, 0x20)]);
    const response = await upload(cookie, dataUrl(justOver));
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().errors).toEqual([{ field: "document", message: "The document must be at most 5MB" }]);

    const huge = await upload(cookie, dataUrl(Buffer.alloc(7 * 1024 * 1024, 0x20)));
    expect(huge.statusCode).toBe(413);
  });

  it("accepts a file of exactly 5 MB", async () => {
    const company = await freshCompany();
    const exactly = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 - PDF.length, 0x20)]);
    const response = await upload(company.cookie, dataUrl(exactly));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().size).toBe(5 * 1024 * 1024);
  });

  it("429 past 10 uploads a minute", async () => {
    const { cookie } = await freshCompany();
    for (let sent = 0; sent < 10; sent++) {
      expect((await upload(cookie, dataUrl(PDF))).statusCode).toBe(200);
    }
    const refused = await upload(cookie, dataUrl(PDF));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many documents in a minute/);
  });
});
