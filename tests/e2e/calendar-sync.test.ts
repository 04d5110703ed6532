import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { SYNC_NEEDS_APPROVAL } from "../../src/server/calendar-sync/routes";
import { validVehicleInput } from "../helpers/fixtures";
import {
  accessibilityViolations,
  approveAccount,
  describeInBrowser,
  registerCompany,
  screenshot,
  uniqueName,
  waitForToast,
} from "./browser";

const today = todayInDominica();
const basic = (day: string) => day.replaceAll("-", "");
// Today is always in the calendar's first month.
const first = today;
const last = addDays(today, 1);
const ICS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Other channel//EN",
  "BEGIN:VEVENT",
  "UID:stay-1@other",
  "DTSTAMP:20300101T000000Z",
  `DTSTART;VALUE=DATE:${basic(first)}`,
  `DTEND;VALUE=DATE:${basic(addDays(last, 1))}`,
  "SUMMARY:Not available",
  "END:VEVENT",
  // Google and Outlook mark all-day events free: counted, and imported when the company asks.
  "BEGIN:VEVENT",
  "UID:free-1@other",
  "DTSTAMP:20300101T000000Z",
  `DTSTART;VALUE=DATE:${basic(addDays(today, 3))}`,
  "TRANSP:TRANSPARENT",
  "SUMMARY:Owner's use",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

let server: http.Server;
let calendarUrl: string;

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/calendar" }).end(ICS);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  calendarUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar.ics`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describeInBrowser("calendar sync", (session) => {
  for (const mobile of [false, true]) {
    const size = mobile ? "375 px" : "desktop";
    it(`copies the fleet's feed URL, adds an external calendar and shows its period (${size})`, async () => {
      const page = await session.newPage({ mobile });
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: session.baseURL });
      const registered = await registerCompany(page, uniqueName("ical"), "Portsmouth Wheels");
      const vehicle = await page.request.post("/api/vehicles", {
        data: validVehicleInput({ make: "Suzuki", model: "Jimny" }),
      });
      expect(vehicle.status()).toBe(201);

      // Export: make the fleet's link, copy it, and the copied URL serves iCal without a session.
      await page.goto("/company/profile");
      const fleetFeed = page.getByTestId("feed-fleet");
      await fleetFeed.getByRole("button", { name: "Create link" }).click();
      const urlField = fleetFeed.getByLabel("Feed URL: Whole fleet");
      await urlField.waitFor();
      await fleetFeed.getByRole("button", { name: "Copy feed URL" }).click();
      await waitForToast(page, "Calendar feed URL has been copied to clipboard.");
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await urlField.inputValue());
      expect(copied).toMatch(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
      const feed = await fetch(copied);
      expect(feed.status).toBe(200);
      expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");

      // Regenerating (after a confirm) switches the copied link off.
      await fleetFeed.getByRole("button", { name: "Regenerate link" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Regenerate link" }).click();
      await expect.poll(() => urlField.inputValue()).not.toBe(copied);
      expect((await fetch(copied)).status).toBe(404);
      expect((await fetch(await urlField.inputValue())).status).toBe(200);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `calendar-feeds-${mobile ? "mobile" : "desktop"}`);

      // Import: add the other channel's calendar, sync it, and see its days in the fleet calendar.
      await page.goto("/company/dashboard");
      await page.getByLabel("Calendar URL (iCal)").fill(calendarUrl);
      await page.getByRole("button", { name: "Add calendar" }).click();
      await page.getByText(calendarUrl, { exact: true }).waitFor();
      await page.getByText("Never synced").waitFor();
      // Fetching other servers' calendars waits for the admin's approval.
      await page.getByRole("button", { name: "Sync now" }).click();
      await waitForToast(page, SYNC_NEEDS_APPROVAL);
      const admin = await approveAccount(session, registered.id);
      await page.getByRole("button", { name: "Sync now" }).click();
      await waitForToast(page, "1 period imported.");
      await page.getByText(/^Last synced .* · 1 period$/).waitFor();
      await page.getByText("2 events read · 2 days blocked").waitFor();
      await page.getByText("1 event marked free was not imported").waitFor();
      await page.locator('[data-status="external-calendar"]').first().waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `calendar-sync-${mobile ? "mobile" : "desktop"}`);

      // The company chooses to import the free event too: it is synced at once.
      await page.getByRole("switch", { name: "Import events marked free" }).click();
      await waitForToast(page, "2 periods imported.");
      await page.getByText("2 events read · 3 days blocked").waitFor();
      await expect.poll(() => page.getByText("1 event marked free was not imported").count()).toBe(0);

      // A channel that offers only a download: its .ics file is read at once and kept.
      const upload = page.getByLabel("Or upload an .ics file");
      await upload.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
      await page.getByRole("alert").getByText("This file is not an iCalendar (.ics) file").waitFor();
      await upload.setInputFiles({ name: "other-channel.ics", mimeType: "text/calendar", buffer: Buffer.from(ICS) });
      await waitForToast(page, "Calendar file added");
      const uploaded = page.getByRole("listitem").filter({ hasText: "Uploaded file: other-channel.ics" });
      await uploaded.getByText(/^Read .* · 1 period$/).waitFor();
      // Nothing to fetch: only the calendar with an address offers Sync now.
      expect(await page.getByRole("button", { name: "Sync now" }).count()).toBe(1);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `calendar-upload-${mobile ? "mobile" : "desktop"}`);

      // Approved, its Jimny is listed: remove the company so later tests see the demo catalogue.
      expect((await admin.request.delete(`/api/admin/companies/${registered.companyId}`)).status()).toBe(200);
    });
  }
});
