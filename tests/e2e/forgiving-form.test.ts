import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { validVehicleInput } from "../helpers/fixtures";
import { filledRequestForm } from "../helpers/request-form";
import { fillValidBooking, recordWindowOpen, sendBookNow } from "./booking-dialog";
import { approvedCompanyWithVehicle, deleteCompany, describeInBrowser, screenshot, uniqueName } from "./browser";

const SHOTS = "forgiving-form";
const day = (n: number) => addDays(todayInDominica(), n);
/** How a French visitor types a day: 10/02/2027. */
const frenchDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The href of the `nth` vehicle card's page on the current results. */
async function vehicleLink(page: Page, nth: number) {
  return page.getByRole("article").nth(nth).getByRole("heading").getByRole("link");
}

describeInBrowser("A form that forgives", (session) => {
  it("brings a phone back to the same result after a vehicle's page", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto("/vehicles");
    const link = await vehicleLink(page, 7);
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -120));
    const name = (await link.textContent()) ?? "";
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1500);

    await link.click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.getByRole("article").nth(7).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 5);
    const box = await page.getByRole("article").nth(7).boundingBox();
    expect(box && box.y > 0 && box.y < 375).toBe(true);
  });

  it("keeps the open form and what was typed through a reload, and Back closes it", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto("/vehicles");
    await (await vehicleLink(page, 1)).click();
    await page.getByRole("heading", { level: 1 }).waitFor();
    const vehiclePath = new URL(page.url()).pathname;

    await page.getByRole("button", { name: "Book Now" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Full Name").fill("Zoë Halfway");
    await dialog.getByLabel("License Class").fill("B");
    expect(new URL(page.url()).searchParams.get("book")).toMatch(/^\d+$/);
    // The draft is written once typing pauses.
    await page.waitForTimeout(600);

    await page.reload();
    await expect.poll(() => dialog.getByLabel("Full Name").inputValue()).toBe("Zoë Halfway");
    expect(await dialog.getByLabel("License Class").inputValue()).toBe("B");
    await screenshot(page, `${SHOTS}/reloaded-form-375`, { fullPage: false });

    await page.goBack();
    await dialog.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe(vehiclePath);
    expect(new URL(page.url()).searchParams.has("book")).toBe(false);
  });

  it("starts the next request filled from the last one on this device, and a shared device can clear it", async () => {
    const page = await session.newPage();
    await recordWindowOpen(page);
    await page.goto("/vehicles");
    await page.getByRole("article").nth(2).getByRole("button", { name: "Book Now" }).click();
    await fillValidBooking(page);
    const sent = await sendBookNow(page);
    expect(sent.isRecorded).toBe(true);
    await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();

    await page.getByRole("article").nth(3).getByRole("button", { name: "Book Now" }).click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.getByLabel("Full Name").inputValue()).toBe("Ana Visitor");
    expect(await dialog.getByLabel("Driver's License Number").inputValue()).toBe("AB123456");
    await dialog.getByText("Filled in from your last request on this device.").waitFor();
    await screenshot(page, `${SHOTS}/remembered-renter-1280`, { fullPage: false });

    await dialog.getByRole("button", { name: "Not you? Clear these details" }).click();
    expect(await dialog.getByLabel("Full Name").inputValue()).toBe("");
    expect(await dialog.getByLabel("Driver's License Number").inputValue()).toBe("");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("fullName");
  });
  it("reads dates typed the French way and names a reversed range at once (375 px, French)", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto("/vehicles?lang=fr");
    const href =
      (await page.getByRole("article").nth(4).getByRole("heading").getByRole("link").getAttribute("href")) ?? "";
    await page.goto(`${new URL(href, session.baseURL).pathname}?lang=fr`);
    await page.getByRole("button", { name: "Réserver" }).click();
    const dialog = page.getByRole("dialog");
    const start = dialog.getByLabel("Date de début");
    const end = dialog.getByLabel("Date de fin");
    expect(await start.getAttribute("placeholder")).toBe("JJ/MM/AAAA");
    await start.fill(frenchDay(day(40)));
    await end.fill(frenchDay(day(43)));
    await expect.poll(() => dialog.getByTestId("booking-days").textContent()).toBe("4 jours");

    await end.fill(frenchDay(day(38)));
    await dialog
      .getByTestId("availability-notice")
      .filter({ hasText: "La date de fin ne peut pas précéder la date de début" })
      .waitFor();
    await screenshot(page, `${SHOTS}/french-reversed-dates-375`, { fullPage: false });

    await end.fill(frenchDay(day(42)));
    await end.blur();
    expect(await end.inputValue()).toBe(frenchDay(day(42)));
    await expect.poll(() => dialog.getByTestId("booking-days").textContent()).toBe("3 jours");
  });
  it("turns a declined request's page into a way on: the company's free vehicles and Send again, filled in (375 px)", async () => {
    const { company, admin, companyId, vehicleId } = await approvedCompanyWithVehicle(session, {
      username: "again",
      companyName: "Second Chance Rentals",
      vehicle: { make: "Kia", model: "Sorento", dailyPrice: 70 },
    });
    const other = await company.request.post("/api/vehicles", {
      data: validVehicleInput({ make: "Kia", model: "Picanto", dailyPrice: 35, weeklyPrice: 210, monthlyPrice: 800 }),
    });
    expect(other.status(), await other.text()).toBe(201);
    const period = { startDate: day(30), endDate: day(32) };
    const renter = await session.newPage({ mobile: true });
    const sent = await renter.request.post("/api/booking-requests", {
      data: filledRequestForm(vehicleId, period, {
        fullName: "Rosa Again",
        email: `${uniqueName("rosa")}@example.com`,
      }),
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { reference, statusUrl } = (await sent.json()) as { reference: string; statusUrl: string };
    const inbox = (await (await company.request.get("/api/company/bookings")).json()) as {
      id: number;
      reference: string;
    }[];
    const id = inbox.find((row) => row.reference === reference)?.id;
    const declined = await company.request.patch(`/api/bookings/${id}`, { data: { status: "rejected" } });
    expect(declined.status(), await declined.text()).toBe(200);

    await renter.goto(new URL(statusUrl).pathname);
    const again = renter.getByRole("region", { name: "Still need a vehicle on these dates?" });
    await again.getByRole("link", { name: /Kia Picanto \(2023\).*US\$105\.00/ }).waitFor();
    await screenshot(renter, `${SHOTS}/declined-send-again-375`);
    await again.getByRole("link", { name: "Send again" }).click();
    const dialog = renter.getByRole("dialog");
    await expect.poll(() => dialog.getByLabel("Full Name").inputValue()).toBe("Rosa Again");
    expect(new URL(renter.url()).pathname).toBe(`/vehicles/${vehicleId}`);
    await deleteCompany(admin, companyId);
  });
});
