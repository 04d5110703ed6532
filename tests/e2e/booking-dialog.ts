import type { Locator, Page } from "playwright-core";
import { uniqueName } from "./browser";

/** wa.me must not be left to open: window.open is replaced by a recorder before any script runs. */
export async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
}
export const openedUrls = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

/**
 * Fills every required field of the open Book Now dialog with valid values, as a renter of its own
 * unless told (the server holds one waiting request per vehicle and email).
 */
export async function fillValidBooking(page: Page, email = `${uniqueName("ana")}@example.com`) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full Name").fill("Ana Visitor");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone", { exact: true }).fill("+1 212 736 5000");
  await dialog.getByLabel("Nationality").fill("British");
  await dialog.getByLabel("Date of Birth").fill("1990-04-02");
  await dialog.getByLabel("Driver's License Number").fill("AB123456");
  await dialog.getByLabel("License Class").fill("B");
  await dialog.getByLabel("License First Issued").fill("2010-06-01");
  await dialog.getByLabel("License Issuing Country").fill("United Kingdom");
  await dialog.getByLabel("Driving Experience (years)").fill("14");
  await dialog.getByLabel("Pickup Location").selectOption("douglas_charles_airport");
}

/**
 * Sends the open Book Now form and reads the WhatsApp link the dialog then offers, without opening
 * it: "Open WhatsApp" with the server's message once recorded, "Open WhatsApp anyway" with the
 * message built in the browser when recording failed.
 */
export async function sendBookNow(page: Page): Promise<{ url: string; text: string; isRecorded: boolean }> {
  const dialog = page.getByRole("dialog");
  await dialog.locator('button[type="submit"]').click();
  const link = dialog.getByTestId("whatsapp-link");
  await link.waitFor();
  const url = (await link.getAttribute("href")) ?? "";
  const isRecorded = await dialog.getByTestId("request-recorded").isVisible();
  return { url, text: new URL(url).searchParams.get("text") ?? "", isRecorded };
}

/**
 * The calendar day button of `day` in a booking dialog, after moving the calendar to its month
 * (the calendar opens on the start date's month and goes forward only as far as it knows).
 */
export async function calendarDay(dialog: Locator, day: string): Promise<Locator> {
  const cell = dialog.locator(`[data-day="${day}"]:not([data-hidden])`);
  for (let step = 0; step < 14 && !(await cell.isVisible()); step++) {
    const shown = (await dialog.locator("[data-day]:not([data-hidden])").first().getAttribute("data-day")) ?? "";
    const direction = shown.slice(0, 7) > day.slice(0, 7) ? "Previous" : "Next";
    await dialog.getByRole("button", { name: `Go to the ${direction} Month` }).click();
  }
  return cell.getByRole("button");
}

/** Picks a rental on the calendar: a click on the first day, then one on the last. */
export async function pickDatesOnCalendar(dialog: Locator, startDate: string, endDate: string) {
  await (await calendarDay(dialog, startDate)).click();
  await (await calendarDay(dialog, endDate)).click();
}
