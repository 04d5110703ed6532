import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { describeInBrowser, loginThroughUi, registerCompany, screenshot, uniqueName } from "./browser";

const VISITOR = { username: "visitor", password: "visitor-demo-pass" };
const companyLogin = (n: number) => ({ username: `company${n}`, password: "company-demo-pass" });
const day = (n: number) => addDays(todayInDominica(), n);

interface BookingJson {
  id: number;
  status: string;
  vehicle: { id: number; make: string; model: string };
}

/** A vehicle of the logged-in company, found through its bookings list (the demo seed books one of each fleet). */
async function companyVehicleId(page: Page): Promise<number> {
  const response = await page.request.get("/api/company/bookings");
  expect(response.status()).toBe(200);
  const [booking] = (await response.json()) as BookingJson[];
  if (!booking) throw new Error("the demo company has no bookings");
  return booking.vehicle.id;
}

async function requestBooking(page: Page, vehicleId: number, startDate: string, endDate: string) {
  const response = await page.request.post("/api/bookings", { data: { vehicleId, startDate, endDate } });
  return { status: response.status(), booking: (await response.json()) as BookingJson };
}

const card = (page: Page, bookingId: number) =>
  page.getByTestId("booking-card").filter({ has: page.getByText(`Booking #${bookingId}`, { exact: true }) });

async function expectStatus(page: Page, bookingId: number, label: string) {
  await card(page, bookingId).getByTestId("booking-status").getByText(label, { exact: true }).waitFor();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Serious and critical accessibility problems axe-core finds on the page. */
async function accessibilityProblems(page: Page) {
  // Evaluated rather than added as a script tag: the app's CSP rightly refuses inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { violations } = await (
      window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string | null }[] }> } }
    ).axe.run();
    return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  });
}

/** Cards' photos load lazily: scroll through so a full-page screenshot shows them all. */
async function loadLazyImages(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
}

describeInBrowser("bookings: request, approve or decline", (session) => {
  it("a visitor's request shows pending; the owning company approves it; the dates are then taken", async () => {
    const company = await session.newPage();
    await loginThroughUi(company, companyLogin(2).username, companyLogin(2).password);
    const vehicleId = await companyVehicleId(company);

    const visitor = await session.newPage();
    await loginThroughUi(visitor, VISITOR.username, VISITOR.password);
    const first = await requestBooking(visitor, vehicleId, day(30), day(33));
    const overlapping = await requestBooking(visitor, vehicleId, day(33), day(35));
    expect([first.status, overlapping.status]).toEqual([201, 201]);

    await visitor.goto("/bookings");
    await visitor.getByRole("heading", { name: "My Bookings", level: 1 }).waitFor();
    await expectStatus(visitor, first.booking.id, "Pending");
    const visitorCard = card(visitor, first.booking.id);
    await visitorCard.getByText(`${first.booking.vehicle.make} ${first.booking.vehicle.model}`).first().waitFor();
    await visitorCard.getByText("Payment: Pending").waitFor();
    // A customer decides on nothing.
    expect(await visitorCard.getByRole("button", { name: "Approve" }).count()).toBe(0);
    await loadLazyImages(visitor);
    await screenshot(visitor, "my-bookings-desktop");

    await company.goto("/bookings");
    const vehicleBookings = company.getByRole("region", { name: "Vehicle Bookings" });
    await vehicleBookings.waitFor();
    await card(company, first.booking.id).getByRole("button", { name: "Approve" }).click();
    await company.getByText("Booking status updated successfully", { exact: true }).waitFor();
    await expectStatus(company, first.booking.id, "Confirmed");
    expect(await card(company, first.booking.id).getByRole("button", { name: "Approve" }).count()).toBe(0);
    await screenshot(company, "my-bookings-company-desktop");
    expect(await accessibilityProblems(company)).toEqual([]);

    // The second request shares a day with the confirmed one: approving it fails, and says why.
    await card(company, overlapping.booking.id).getByRole("button", { name: "Approve" }).click();
    await company.getByText(/^Failed to update booking: This booking overlaps another confirmed booking/).waitFor();
    await expectStatus(company, overlapping.booking.id, "Pending");

    await visitor.reload();
    await expectStatus(visitor, first.booking.id, "Confirmed");
    // Confirmed dates block the vehicle for everyone.
    expect((await requestBooking(visitor, vehicleId, day(31), day(31))).status).toBe(409);
  });

  it("the owning company declines a request", async () => {
    const company = await session.newPage();
    await loginThroughUi(company, companyLogin(3).username, companyLogin(3).password);
    const vehicleId = await companyVehicleId(company);
    const visitor = await session.newPage();
    await loginThroughUi(visitor, VISITOR.username, VISITOR.password);
    const { status, booking } = await requestBooking(visitor, vehicleId, day(40), day(41));
    expect(status).toBe(201);

    await company.goto("/bookings");
    await card(company, booking.id).getByRole("button", { name: "Decline" }).click();
    await company.getByText("Booking status updated successfully", { exact: true }).waitFor();
    await expectStatus(company, booking.id, "Rejected");
    expect(await card(company, booking.id).getByRole("button", { name: "Decline" }).count()).toBe(0);

    await visitor.goto("/bookings");
    await expectStatus(visitor, booking.id, "Rejected");
  });

  it("lays My Bookings out for a 375 px phone", async () => {
    const visitor = await session.newPage({ mobile: true });
    await loginThroughUi(visitor, VISITOR.username, VISITOR.password);
    await visitor.goto("/bookings");
    await visitor.getByTestId("booking-card").first().waitFor();
    // Nothing may stick out sideways on a phone.
    const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await loadLazyImages(visitor);
    await screenshot(visitor, "my-bookings-mobile");
    expect(await accessibilityProblems(visitor)).toEqual([]);
  });

  it("tells a new company it has no bookings yet", async () => {
    const page = await session.newPage();
    await registerCompany(page, uniqueName("nobook"));
    await page.goto("/bookings");
    await page.getByText("No bookings found", { exact: true }).waitFor();
    await page.getByText("You don't have any bookings yet.", { exact: true }).waitFor();
    await screenshot(page, "my-bookings-empty");
  });
});
