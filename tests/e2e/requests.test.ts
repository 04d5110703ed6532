import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expect, it, vi } from "vitest";
import { addDays, formatLongDate, todayInDominica } from "../../src/domain/dates";
import { english } from "../../src/domain/i18n/translate";
import { en } from "../../src/domain/i18n/translations/en";
import { fr } from "../../src/domain/i18n/translations/fr";
import { validVehicleInput } from "../helpers/fixtures";
import { freePort, request, type ServerProcess, sidCookie, startServer } from "../helpers/server-process";
import { startSmtpServer } from "../helpers/smtp";
import { fillValidBooking, sendBookNow } from "./booking-dialog";
import { accessibilityViolations, describeInBrowser, screenshot, uniqueName } from "./browser";
import { waitForMail } from "./mailbox";

const today = todayInDominica();
const day = (n: number) => addDays(today, n);
const SHOTS = "requests";

/** The French of an English key, as the translations have it. */
function french(key: string, values?: Record<string, string | number>): string {
  const text = fr[key] ?? fr[`${key}_other`] ?? en[key];
  if (!text) throw new Error(`no French for "${key}"`);
  return english(text, values);
}

interface Created {
  reference: string;
  statusUrl: string;
}

/** Opens Book Now on the card of the `nth` listed vehicle of `type` and returns its name. */
async function openBookNow(page: Page, name: string, type: string) {
  await page.goto(`/vehicles?type=${type}`);
  await page.getByRole("article", { name }).first().getByRole("button", { name: "Book Now" }).click();
  await page.getByRole("dialog").getByLabel("Full Name").waitFor();
}

async function setDates(page: Page, startDate: string, endDate: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Start Date").fill(startDate);
  await dialog.getByLabel("End Date").fill(endDate);
}

/** A filled Book Now form in French, as the dialog sends it. */
function requestBody(vehicleId: number | undefined, body: Record<string, unknown> = {}) {
  return {
    vehicleId,
    fullName: "Amélie Visiteuse",
    email: `${uniqueName("amelie")}@example.fr`,
    phone: "+596 696 12 34 56",
    nationality: "Française",
    dateOfBirth: "1985-07-14",
    driverLicenseNumber: "FR-998877",
    licenseClass: "B",
    licenseFirstIssued: "2004-09-01",
    licenseCountry: "France",
    drivingExperienceYears: 20,
    needsDominicanPermit: true,
    paymentMethod: "credit_card",
    startDate: day(150),
    endDate: day(153),
    pickupLocation: "canefield_airport",
    dropoffLocation: "portsmouth",
    includeInsurance: true,
    ...body,
  };
}

/** A request sent straight to the app's API. */
async function sendRequest(page: Page, body: Record<string, unknown>): Promise<Created> {
  const [vehicle] = (await (await page.request.get("/api/vehicles?type=sedan")).json()) as { id: number }[];
  const response = await page.request.post("/api/booking-requests", { data: requestBody(vehicle?.id, body) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Created;
}

describeInBrowser("a visitor's booking request", (session) => {
  it("records Book Now, offers WhatsApp with the reference and link, mails a receipt, and can be cancelled", async () => {
    const page = await session.newPage();
    // wa.me is answered here: the test reads where WhatsApp was opened, never loads it.
    await page
      .context()
      .route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
        route.fulfill({ contentType: "text/plain", body: "WhatsApp" }),
      );
    const [vehicle] = (await (await page.request.get("/api/vehicles?type=van")).json()) as {
      make: string;
      model: string;
    }[];
    const name = `${vehicle?.make} ${vehicle?.model}`;
    const email = `${uniqueName("ana")}@example.com`;
    await openBookNow(page, name, "van");
    await fillValidBooking(page, email);
    await setDates(page, day(120), day(122));
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/booking-requests"));
    const sent = await sendBookNow(page);
    const created = (await (await answered).json()) as Created;
    expect(sent.isRecorded).toBe(true);

    const dialog = page.getByRole("dialog");
    const heading = dialog.getByRole("heading", { name: `Request ${created.reference} recorded` });
    await heading.waitFor();
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    await dialog.getByText(`A receipt is on its way to ${email}.`).waitFor();
    await dialog.getByText(/has until .+ \(Dominica time\) to answer/).waitFor();
    const token = new URL(created.statusUrl).pathname.split("/").pop();
    expect(await dialog.getByRole("link", { name: "Follow your request" }).getAttribute("href")).toBe(
      `/requests/${token}`,
    );
    expect(await dialog.getByRole("link", { name: "Keep your requests in one place" }).getAttribute("href")).toBe(
      `/sign-up?request=${token}`,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, `${SHOTS}-dialog-recorded-desktop`);

    // The link opens WhatsApp in a new tab with the server's message: the reference and the
    // company's inbox entry, never the renter's status link.
    const popup = page.waitForEvent("popup");
    await dialog.getByRole("link", { name: "Open WhatsApp" }).click();
    const whatsapp = await popup;
    const text = new URL(whatsapp.url()).searchParams.get("text") ?? "";
    expect(text).toMatch(
      new RegExp(`Request ${created.reference}: http\\S+/company/dashboard\\?request=${created.reference}$`),
    );
    expect(text).not.toContain(token);
    expect(text).toContain(`I would like to book the ${name}`);
    await whatsapp.close();

    // The receipt arrives with a link that opens the status page.
    const receipt = await waitForMail({ to: email, subject: created.reference });
    const link = receipt.links.find((url) => url.includes("/requests/"));
    expect(link).toBe(created.statusUrl);
    const renter = await session.newPage();
    await renter.goto(link ?? "");
    await renter.getByRole("heading", { name: `Your request for the ${name}`, exact: false }).waitFor();
    const status = renter.getByTestId("request-status");
    await status.getByText("Pending", { exact: true }).waitFor();
    await renter.getByText(created.reference).first().waitFor();
    await renter.getByTestId("request-timeline").getByText("Sent", { exact: true }).waitFor();
    for (const label of ["Pickup Location", "Dropoff Location", "Total Price", "Deposit"]) {
      await renter.getByText(label, { exact: true }).waitFor();
    }
    // How the total was reached, as the server priced it when the request was sent.
    const lines = renter.getByTestId("request-price-lines").getByTestId("price-line");
    expect(await lines.allTextContents()).toEqual([
      expect.stringMatching(/^3 days at the daily rate \(3 × US\$\d+\.\d\d\)US\$[\d,]+\.\d\d$/),
    ]);
    const shown = (await renter.locator("main").textContent()) ?? "";
    expect(shown).toContain(formatLongDate(day(120)));
    // Never the licence number or the date of birth back.
    expect(shown).not.toContain("AB123456");
    expect(shown).not.toContain("1990-04-02");
    expect(shown).not.toContain(formatLongDate("1990-04-02"));
    expect(await renter.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute("content"))).toBe(
      "noindex",
    );
    expect(await accessibilityViolations(renter)).toEqual([]);
    await screenshot(renter, `${SHOTS}-status-pending-desktop`);

    // Cancelling asks once more, then the page says so.
    await renter.getByRole("button", { name: "Cancel request" }).click();
    const confirm = renter.getByRole("alertdialog");
    await confirm.getByRole("heading", { name: "Cancel this request?" }).waitFor();
    await confirm.getByRole("button", { name: "Cancel request" }).click();
    await status.getByText("Cancelled", { exact: true }).waitFor();
    await status.getByText("You cancelled this request.").waitFor();
    await renter.getByTestId("request-timeline").getByText("Cancelled by you", { exact: true }).waitFor();
    expect(await renter.getByRole("button", { name: "Cancel request" }).count()).toBe(0);
    await screenshot(renter, `${SHOTS}-status-cancelled-desktop`);
  });

  it("tells why a request was not recorded and still offers WhatsApp (375 px)", async () => {
    const page = await session.newPage({ mobile: true });
    await openBookNow(page, "Toyota RAV4", "suv");
    // The demo RAV4 is booked (confirmed) from day 2 to day 6: the server names the asked days it takes.
    await fillValidBooking(page);
    await setDates(page, day(3), day(4));
    const dialog = page.getByRole("dialog");
    const failed = await sendBookNow(page);
    expect(failed.isRecorded).toBe(false);
    const alert = dialog.getByRole("alert").filter({ hasText: "The vehicle is booked" });
    await alert
      .getByText(
        `The vehicle is booked from ${formatLongDate(day(3))} to ${formatLongDate(day(4))}. Choose other dates.`,
      )
      .waitFor();
    await alert.getByRole("link", { name: "Open WhatsApp anyway" }).waitFor();
    expect(failed.url).toMatch(/^https:\/\/wa\.me\/17674482211\?text=/);
    expect(failed.text).toContain("Name: Ana Visitor");
    expect(failed.text).not.toContain("Request DR-");
    await alert.scrollIntoViewIfNeeded();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, `${SHOTS}-dialog-taken-375`);

    // A phone the server cannot read lands on the phone field.
    await dialog.getByLabel("Phone", { exact: true }).fill("12");
    await setDates(page, day(100), day(101));
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByText("Enter the phone number with its country code, e.g. +1 767 448 2211").waitFor();
    await dialog.getByText("Some details need another look: see the messages beside the fields.").waitFor();
    expect(await dialog.getByLabel("Phone", { exact: true }).getAttribute("aria-invalid")).toBe("true");
  });

  it("shows the status page in the request's French at 375 px and 1280 px", async () => {
    for (const mobile of [true, false]) {
      const page = await session.newPage({ mobile });
      const created = await sendRequest(page, { language: "fr", currency: "XCD" });
      await page.goto(new URL(created.statusUrl).pathname);
      await page.getByTestId("request-status").getByText(french("Pending"), { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
      await page.getByRole("heading", { name: french("What happened so far") }).waitFor();
      await page.getByText(/EC\$/).first().waitFor();
      // The lines in French, in the EC$ the request was sent in: the 4 days first.
      const priceLines = page.getByTestId("request-price-lines");
      expect(await priceLines.getByTestId("price-line").allTextContents()).toEqual([
        expect.stringMatching(new RegExp(`^${french("{{count}} days at the daily rate", { count: 4 })} \\(4 × EC\\$`)),
      ]);
      // The total's EC$ figure, first (the visitor's currency), is the one its line shows, as the
      // form showed it before sending; the company's US$ follows.
      const lineAmount = await priceLines.getByTestId("price-line-amount").textContent();
      const total = page.locator(`dt:text-is("${french("Total Price")}") + dd`);
      expect(await total.textContent()).toMatch(new RegExp(`^${lineAmount?.replace("$", "\\$")} \\(US\\$`));
      await page
        .getByText(formatLongDate(day(150), "fr"), { exact: false })
        .first()
        .waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `${SHOTS}-status-fr-${mobile ? "375" : "desktop"}`);
      if (mobile) {
        // A visitor who reads English switches, and the page follows.
        await page
          .getByRole("navigation", { name: french("Language") })
          .getByRole("link", { name: "English" })
          .click();
        await page.getByTestId("request-status").getByText("Pending", { exact: true }).waitFor();
        await screenshot(page, `${SHOTS}-status-en-375`);
      }
    }
  });

  it("says a link that opens no request is not valid", async () => {
    const page = await session.newPage();
    const response = await page.goto(`/requests/${"A".repeat(43)}`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
    await page.getByRole("heading", { name: "This request link is not valid" }).waitFor();
    await page.getByRole("link", { name: "Browse vehicles" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it("ends a request nobody answered: later, the status page says expired and the renter has the mail", {
    timeout: 400_000,
  }, async () => {
    // An app of its own with a one-hour expiry, on a data folder it keeps; restarted two hours
    // "later" (tests/helpers/clock-ahead.mjs), its expiry job ends the request as it starts.
    const smtp = await startSmtpServer();
    const dataDir = mkdtempSync(join(tmpdir(), "e2e-expiry-"));
    const port = await freePort();
    const admin = { username: "expiry-admin", password: "expiry-admin-password" };
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      API_ONLY: "",
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: smtp.url,
      MAIL_POLL_SECONDS: "1",
      REQUEST_EXPIRY_HOURS: "1",
      CALENDAR_SYNC_MINUTES: "0",
    };
    // A data folder on disk starts slowly on a busy machine.
    const patience = { timeoutMs: 150_000 };
    let server: ServerProcess | undefined;
    try {
      server = await startServer(env, patience);
      const vehicleId = await listedVehicle(server, admin);
      const email = `${uniqueName("late")}@example.com`;
      // Dates before the new vehicle's insurance runs out (day 100): from then on it is busy.
      const body = requestBody(vehicleId, { email, language: "fr", startDate: day(40), endDate: day(43) });
      const sent = await request(server, "POST", "/api/booking-requests", body);
      expect(sent.status, await sent.clone().text()).toBe(201);
      const created = (await sent.json()) as Created;
      await vi.waitFor(
        () =>
          expect(smtp.received.some((m) => m.subject.startsWith(`Demande ${created.reference} envoyée`))).toBe(true),
        { timeout: 20_000 },
      );
      server.child.kill("SIGTERM");
      await server.exited;

      server = await startServer(
        { ...env, CLOCK_AHEAD_MS: String(2 * 3_600_000) },
        { ...patience, nodeOptions: ["--import", "./tests/helpers/clock-ahead.mjs"] },
      );
      const expiry = await vi.waitFor(
        () => {
          const mail = smtp.received.find(
            (m) => m.to.includes(email) && m.subject === `Demande ${created.reference} expirée`,
          );
          if (!mail) throw new Error(`no expiry mail yet: ${smtp.received.map((m) => m.subject).join(", ")}`);
          return mail;
        },
        { timeout: 30_000 },
      );
      expect(expiry.text).toContain(created.reference);

      const page = await session.newPage();
      await page.goto(created.statusUrl);
      const status = page.getByTestId("request-status");
      await status.getByText(french("Expired"), { exact: true }).waitFor();
      await status.getByText(/n'a pas répondu à temps/).waitFor();
      await page.getByTestId("request-timeline").getByText(french("Expired"), { exact: true }).waitFor();
      expect(await page.getByRole("button", { name: french("Cancel request") }).count()).toBe(0);
      await screenshot(page, `${SHOTS}-status-expired-fr-desktop`);
    } finally {
      server?.child.kill("SIGTERM");
      await server?.exited;
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** A company registers, the admin approves it, and it lists a vehicle: that vehicle's id. */
async function listedVehicle(server: ServerProcess, admin: { username: string; password: string }) {
  const registered = await request(server, "POST", "/api/register", {
    username: "late-co",
    password: "late-co-password",
    fullName: "Late Rentals",
    email: "owner@late.dm",
    phone: "7674480000",
    companyName: "Late Rentals",
  });
  expect(registered.status, await registered.clone().text()).toBe(201);
  const company = (await registered.json()) as { id: number; companyId: number };
  const companyCookie = sidCookie(registered);
  const adminCookie = sidCookie(await request(server, "POST", "/api/login", admin));
  const approved = await request(server, "PATCH", `/api/admin/users/${company.id}`, { isActive: true }, adminCookie);
  expect(approved.status, await approved.clone().text()).toBe(200);
  const input = validVehicleInput({ companyId: company.companyId });
  const vehicle = await request(server, "POST", "/api/vehicles", input, companyCookie);
  expect(vehicle.status, await vehicle.clone().text()).toBe(201);
  return ((await vehicle.json()) as { id: number }).id;
}
