import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { addDays, formatLongDate, todayInDominica } from "../../src/domain/dates";
import {
  accessibilityViolations,
  describeInBrowser,
  loadLazyImages,
  loginThroughUi,
  registerCompany,
  screenshot,
  signUpRenter,
  uniqueName,
} from "./browser";
import { demoLogin } from "./constants";

const visitorLogin = () => demoLogin("visitor");
const companyLogin = (n: number) => demoLogin(`company${n}`);
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

/** The request's reference, as the company's inbox answers it. */
async function referenceOf(page: Page, bookingId: number): Promise<string> {
  const bookings = (await (await page.request.get("/api/company/bookings")).json()) as {
    id: number;
    reference: string;
  }[];
  return bookings.find((booking) => booking.id === bookingId)?.reference ?? "";
}

const card = (page: Page, bookingId: number) =>
  page.getByTestId("booking-card").filter({ has: page.getByText(`Booking #${bookingId}`, { exact: true }) });

async function expectStatus(page: Page, bookingId: number, label: string) {
  await card(page, bookingId).getByTestId("booking-status").getByText(label, { exact: true }).waitFor();
}

describeInBrowser("bookings: request, approve or decline", (session) => {
  it("a logged-in user requests a booking, the owning company approves, and the vehicle leaves the search for those dates", async () => {
    const company = await session.newPage();
    await loginThroughUi(company, companyLogin(2).username, companyLogin(2).password);
    const vehicleId = await companyVehicleId(company);

    // Book Now records a visitor's request (tests/e2e/requests.test.ts); a signed-in renter's own
    // list is fed by POST /api/bookings too. One renter waits for a vehicle once, so the overlapping
    // request is another renter's.
    const visitor = await session.newPage();
    await signUpRenter(visitor, "Alex Visitor");
    const other = await session.newPage();
    await signUpRenter(other, "Sam Other");
    const vehicle = (await (await visitor.request.get(`/api/vehicles`)).json()).find(
      (v: { id: number }) => v.id === vehicleId,
    ) as { make: string; model: string; type: string };
    const name = `${vehicle.make} ${vehicle.model}`;
    const first = await requestBooking(visitor, vehicleId, day(30), day(33));
    const overlapping = await requestBooking(other, vehicleId, day(33), day(35));
    expect([first.status, overlapping.status]).toEqual([201, 201]);

    await visitor.goto("/bookings");
    await visitor.getByRole("heading", { name: "My Bookings", level: 1 }).waitFor();
    await expectStatus(visitor, first.booking.id, "Pending");
    const visitorCard = card(visitor, first.booking.id);
    await visitorCard.getByText(`${first.booking.vehicle.make} ${first.booking.vehicle.model}`).first().waitFor();
    // A waiting request owes nothing yet: no payment status (docs/product-rules.md, "Payments").
    expect(await visitorCard.getByTestId("payment-status").count()).toBe(0);
    // A customer decides on nothing.
    expect(await visitorCard.getByRole("button", { name: "Approve" }).count()).toBe(0);
    await loadLazyImages(visitor);
    await screenshot(visitor, "my-bookings-desktop");

    await company.goto("/bookings");
    const vehicleBookings = company.getByRole("region", { name: "Vehicle Bookings" });
    await vehicleBookings.waitFor();
    const pendingReply = card(company, overlapping.booking.id).getByRole("link", { name: "Reply on WhatsApp" });
    expect(new URL((await pendingReply.getAttribute("href")) ?? "").searchParams.get("text")).toMatch(
      /^Hello Sam Other, about your booking request for the .+: $/,
    );
    await card(company, first.booking.id).getByRole("button", { name: "Approve" }).click();
    await company
      .getByRole("dialog", { name: "Approve this request?" })
      .getByRole("button", { name: "Approve" })
      .click();
    await company.getByText("Booking status updated successfully", { exact: true }).waitFor();
    await vehicleBookings.getByRole("tab", { name: /^Upcoming/ }).click();
    await expectStatus(company, first.booking.id, "Confirmed");
    expect(await card(company, first.booking.id).getByRole("button", { name: "Approve" }).count()).toBe(0);
    // The company tells the customer on WhatsApp (the renter's phone is +1 441 555 0100).
    const reply = card(company, first.booking.id).getByRole("link", { name: "Reply on WhatsApp" });
    const replyUrl = new URL((await reply.getAttribute("href")) ?? "");
    expect(`${replyUrl.origin}${replyUrl.pathname}`).toBe("https://wa.me/14415550100");
    // Every request has a reference now, POST /api/bookings's too (docs/decisions/one-request-path.md).
    expect(replyUrl.searchParams.get("text")).toBe(
      `Hello Alex Visitor, your booking of the ${name} from ${formatLongDate(day(30))} to ${formatLongDate(day(33))} (request ${await referenceOf(company, first.booking.id)}) is confirmed.`,
    );
    expect(await reply.getAttribute("target")).toBe("_blank");
    await screenshot(company, "my-bookings-company-desktop");
    expect(await accessibilityViolations(company)).toEqual([]);

    // The second request shared a day with the approved one: approving declined it.
    await vehicleBookings.getByRole("tab", { name: /^Declined \/ cancelled \/ expired/ }).click();
    await expectStatus(company, overlapping.booking.id, "Declined");

    await visitor.reload();
    await expectStatus(visitor, first.booking.id, "Confirmed");
    // Confirmed dates block the vehicle for everyone: no new request, and gone from a search for them.
    expect((await requestBooking(visitor, vehicleId, day(31), day(31))).status).toBe(409);
    await visitor.goto(`/vehicles?type=${vehicle.type}`);
    const cards = visitor.getByRole("region", { name: "Vehicles" }).getByRole("article", { name });
    await cards.waitFor();
    const search = (start: string) =>
      visitor.waitForResponse((r) => r.url().includes("/api/vehicles?") && r.url().includes(`start=${start}`));
    const taken = search(day(31));
    await visitor.getByLabel("Rental Start Date").fill(day(31));
    await visitor.getByLabel("Rental End Date").fill(day(32));
    const takenIds = ((await (await taken).json()) as { id: number }[]).map((v) => v.id);
    expect(takenIds).not.toContain(vehicleId);
    await cards.waitFor({ state: "detached" });
    const free = search(day(50));
    await visitor.getByLabel("Rental End Date").fill(day(51));
    await visitor.getByLabel("Rental Start Date").fill(day(50));
    expect(((await (await free).json()) as { id: number }[]).map((v) => v.id)).toContain(vehicleId);
    await cards.waitFor();
  });

  it("the owning company declines a request", async () => {
    const company = await session.newPage();
    await loginThroughUi(company, companyLogin(3).username, companyLogin(3).password);
    const vehicleId = await companyVehicleId(company);
    const visitor = await session.newPage();
    await signUpRenter(visitor, "Dana Declined");
    const { status, booking } = await requestBooking(visitor, vehicleId, day(40), day(41));
    expect(status).toBe(201);

    await company.goto("/bookings");
    await card(company, booking.id).getByRole("button", { name: "Decline" }).click();
    await company
      .getByRole("dialog", { name: "Decline this request?" })
      .getByRole("button", { name: "Decline" })
      .click();
    await company.getByText("Booking status updated successfully", { exact: true }).waitFor();
    await card(company, booking.id).waitFor({ state: "detached" });
    await company.getByRole("tab", { name: /^Declined \/ cancelled \/ expired/ }).click();
    await expectStatus(company, booking.id, "Declined");
    expect(await card(company, booking.id).getByRole("button", { name: "Decline" }).count()).toBe(0);

    await visitor.goto("/bookings");
    await expectStatus(visitor, booking.id, "Declined");
  });

  it("lays My Bookings out for a 375 px phone", async () => {
    const visitor = await session.newPage({ mobile: true });
    await loginThroughUi(visitor, visitorLogin().username, visitorLogin().password);
    await visitor.goto("/bookings");
    await visitor.getByTestId("booking-card").first().waitFor();
    // Nothing may stick out sideways on a phone.
    const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await loadLazyImages(visitor);
    await screenshot(visitor, "my-bookings-mobile");
    expect(await accessibilityViolations(visitor)).toEqual([]);
  });

  it("lays a company's booking cards, with their WhatsApp replies, out for a 375 px phone", async () => {
    const company = await session.newPage({ mobile: true });
    await loginThroughUi(company, companyLogin(1).username, companyLogin(1).password);
    await company.goto("/bookings");
    const cards = company.getByRole("region", { name: "Vehicle Bookings" }).getByTestId("booking-card");
    await cards.first().waitFor();
    const replies = await cards
      .getByRole("link", { name: "Reply on WhatsApp" })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(replies.length).toBe(await cards.count());
    for (const href of replies) expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hello%20/);
    // The demo's visitor booked the RAV4; requests keep the phone in E.164 (+1 441 555 0100).
    expect(replies.some((href) => href.startsWith("https://wa.me/14415550100?text=Hello%20Alex%20Visitor%2C%20"))).toBe(
      true,
    );
    const overflow = await company.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await loadLazyImages(company);
    await screenshot(company, "company-bookings-reply-mobile");
    expect(await accessibilityViolations(company)).toEqual([]);
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
