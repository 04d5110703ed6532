import { format } from "date-fns";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { monthOf, shiftMonth } from "../../src/domain/calendar";
import { addDays, todayInDominica } from "../../src/domain/dates";
import {
  accessibilityViolations,
  approveAccount,
  describeInBrowser,
  registerCompany,
  screenshot,
  uniqueName,
} from "./browser";
import { englishTextOn } from "./english-text";

const today = todayInDominica();
const day = (n: number) => addDays(today, n);
/** How the calendar reads a day out: "Thursday 17 December 2026". */
const dayLabel = (n: number) => format(new Date(`${day(n)}T12:00:00`), "EEEE d MMMM yyyy");

function pickup(make: string, model: string, dailyPrice: number) {
  return {
    make,
    model,
    year: 2021,
    type: "pickup",
    fuelType: "diesel",
    transmission: "manual",
    doors: 4,
    seats: 5,
    is4x4: true,
    dailyPrice,
    weeklyPrice: dailyPrice * 6,
    monthlyPrice: dailyPrice * 22,
    deposit: 250,
    insuranceExpiryDate: day(300),
    licenseExpiryDate: day(300),
    lastServiceDate: today,
    available: true,
  };
}

/** A photo of one colour, as the owner's upload sends it. */
async function photo(red: number) {
  const bytes = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: red, g: 110, b: 60 } } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

const strip = (page: Page) => page.getByTestId("photo-strip").first();

describeInBrowser("a vehicle's page (issue 24)", (session) => {
  const make = uniqueName("Hilux");
  let admin: Page;
  let owner: Page;
  let companyId: number;
  let vehicleId: number;
  let otherId: number;

  // A company of its own: a 4x4 pickup with three photos and two busy days, and a second pickup.
  beforeAll(async () => {
    owner = await session.newPage();
    const registered = await registerCompany(owner, make.toLowerCase(), `${make} Rentals`);
    companyId = registered.companyId;
    const created = await owner.request.post("/api/vehicles", { data: pickup(make, "Double Cab", 50) });
    expect(created.status(), await created.text()).toBe(201);
    vehicleId = (await created.json()).id;
    for (const red of [220, 120, 20]) {
      const uploaded = await owner.request.post(`/api/vehicles/${vehicleId}/images`, {
        data: { image: await photo(red) },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
    }
    const busy = await owner.request.post(`/api/vehicles/${vehicleId}/unavailability`, {
      data: {
        vehicleId,
        startDate: `${day(5)}T00:00:00.000Z`,
        endDate: `${day(6)}T23:59:59.999Z`,
        reason: "Scheduled Maintenance",
      },
    });
    expect(busy.status(), await busy.text()).toBe(201);
    const other = await owner.request.post("/api/vehicles", { data: pickup(make, "Single Cab", 40) });
    otherId = (await other.json()).id;
    admin = await approveAccount(session, registered.id);
  });

  afterAll(async () => {
    if (admin && companyId) await admin.request.delete(`/api/admin/companies/${companyId}`);
  });

  for (const mobile of [false, true]) {
    const width = mobile ? "375" : "1280";

    it(`opens from the catalogue with its dates, shows the gallery and the price, and sends Book Now (${width} px)`, async () => {
      const page = await session.newPage({ mobile });
      await page.goto(`/vehicles?q=${make}&start=${day(20)}&end=${day(23)}`);
      const card = page.getByRole("article", { name: `${make} Double Cab` });
      // By the keyboard: a click would leave the pointer wherever the card was, which may be over
      // the vehicle page's photo strip (a pointer there fetches the next photo).
      await card.getByRole("link", { name: `${make} Double Cab` }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(`**/vehicles/${vehicleId}?start=${day(20)}&end=${day(23)}`);
      await page.getByRole("heading", { level: 1, name: `${make} Double Cab 2021` }).waitFor();
      // The chosen days' total, from the one price function: 4 days at $50.
      await expect.poll(() => page.getByTestId("booking-days").textContent()).toBe("4 days");
      expect(await page.getByTestId("booking-total").textContent()).toBe("US$200.00");
      expect(await page.getByText("Available for your dates").count()).toBe(1);

      // The gallery: three photos, the first fetched at once; the others move in by swipe, arrows and thumbnails.
      const photos = strip(page).getByRole("img");
      expect(await page.getByRole("button", { name: /^Show photo \d$/ }).count()).toBe(3);
      // Thumbnails are the 200 px width, not the cards' 480 px one.
      expect(await page.getByRole("button", { name: "Show photo 2" }).locator("img").getAttribute("src")).toMatch(
        /^\/api\/images\/\d+\?variant=mini$/,
      );
      // Only the photo shown; the next arrives when the visitor reaches for the strip, the third
      // when they move on.
      expect(await photos.count()).toBe(1);
      expect(await photos.first().getAttribute("fetchpriority")).toBe("high");
      await strip(page).hover();
      await expect.poll(() => photos.count()).toBe(2);
      expect(await photos.nth(1).getAttribute("loading")).toBe("lazy");
      expect(await photos.first().getAttribute("srcset")).toMatch(
        /\?variant=thumb 480w, .*\?variant=medium 800w, .* 1600w/,
      );
      await expect.poll(() => strip(page).getAttribute("aria-label")).toBe("Photo 1 of 3");
      if (mobile) {
        const box = await strip(page).boundingBox();
        if (!box) throw new Error("the strip has no box");
        // A finger drawn from right to left across the photo.
        const cdp = await page.context().newCDPSession(page);
        const y = Math.round(box.y + box.height / 2);
        let x = Math.round(box.x + box.width * 0.8);
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
        for (let step = 0; step < 10; step++) {
          x -= Math.round(box.width * 0.06);
          await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
        }
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      } else {
        await page.getByRole("button", { name: "Next photo" }).click();
      }
      await expect.poll(() => strip(page).getAttribute("aria-label")).toBe("Photo 2 of 3");
      await strip(page).focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => strip(page).getAttribute("aria-label")).toBe("Photo 3 of 3");
      await page.getByRole("button", { name: "Show photo 1" }).click();
      await expect.poll(() => strip(page).getAttribute("aria-label")).toBe("Photo 1 of 3");
      // The strip comes back to the first photo, even from a scroll still on its way to the third.
      await expect.poll(() => strip(page).evaluate((element) => element.scrollLeft)).toBe(0);
      expect(await page.getByRole("button", { name: "Show photo 1" }).getAttribute("aria-current")).toBe("true");

      // Full screen: the same photos over the page, closed with Escape.
      await page.getByRole("button", { name: "Full screen" }).click();
      const viewer = page.getByRole("dialog", { name: `${make} Double Cab 2021` });
      await viewer.waitFor();
      // The viewer's code loads on first use: a key goes to it once it holds the focus.
      await expect.poll(() => viewer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      // It opens at the photo the page showed; an arrow moves it one on.
      await expect.poll(() => viewer.getByTestId("photo-strip").getAttribute("aria-label")).toBe("Photo 1 of 3");
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => viewer.getByTestId("photo-strip").getAttribute("aria-label")).toBe("Photo 2 of 3");
      // End and Home jump to the last and the first.
      await page.keyboard.press("End");
      await expect.poll(() => viewer.getByTestId("photo-strip").getAttribute("aria-label")).toBe("Photo 3 of 3");
      await page.keyboard.press("Home");
      await expect.poll(() => viewer.getByTestId("photo-strip").getAttribute("aria-label")).toBe("Photo 1 of 3");
      await page.keyboard.press("Escape");
      await viewer.waitFor({ state: "detached" });
      // The keyboard is back on the button that opened it.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Full screen");

      // The next three months: busy days struck and not pickable; two clicks set the page's dates.
      const calendar = page.getByRole("group", { name: "Rental dates calendar" });
      const busyDay = calendar.getByRole("button", { name: `${dayLabel(5)}, not available` });
      expect(await busyDay.isDisabled()).toBe(true);
      await calendar.getByRole("button", { name: dayLabel(10), exact: true }).click();
      await calendar.getByRole("button", { name: dayLabel(12), exact: true }).click();
      await page.waitForURL(`**/vehicles/${vehicleId}?start=${day(10)}&end=${day(12)}`);
      await expect.poll(() => page.getByTestId("booking-total").textContent()).toBe("US$150.00");

      // Similar vehicles of the type, free on these dates, each a link to its page.
      const similar = page.getByRole("region", { name: "Other Pickup vehicles free on your dates" });
      await similar.getByRole("link", { name: new RegExp(`${make} Single Cab`) }).waitFor();
      expect(await similar.getByRole("link", { name: new RegExp(`${make} Double Cab`) }).count()).toBe(0);

      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `vehicle-page-${width}`);

      // Book Now, in place, with the page's dates.
      await page.getByRole("button", { name: "Book Now" }).click();
      const form = page.getByRole("dialog", { name: `Book ${make} Double Cab` });
      await expect.poll(() => form.getByLabel("Start Date").inputValue()).toBe(day(10));
      expect(await form.getByLabel("End Date").inputValue()).toBe(day(12));
      await screenshot(page, `vehicle-page-book-now-${width}`);
    });
  }

  it("shares through the phone's sheet, and by copy or WhatsApp on a computer", async () => {
    const phone = await session.newPage({ mobile: true });
    await phone.addInitScript(() => {
      Object.assign(navigator, {
        share: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await phone.goto(`/vehicles/${vehicleId}`);
    await phone.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => phone.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toBe(`${new URL(phone.url()).origin}/vehicles/${vehicleId}`);

    const computer = await session.newPage();
    await computer.goto(`/vehicles/${vehicleId}?start=${day(10)}&end=${day(12)}`);
    await computer.getByRole("button", { name: "Share" }).click();
    const whatsApp = computer.getByRole("link", { name: "WhatsApp" });
    const href = (await whatsApp.getAttribute("href")) ?? "";
    expect(decodeURIComponent(href)).toContain(`/vehicles/${vehicleId}?start=${day(10)}&end=${day(12)}`);
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    await computer.getByRole("button", { name: "Copy link" }).waitFor();
  });

  it("is rendered by the server, says it in French, and answers 404 for a vehicle that is not listed", async () => {
    const noScript = await session.newPage({ javaScript: false });
    await noScript.goto(`/vehicles/${vehicleId}`);
    await noScript.getByRole("heading", { level: 1, name: `${make} Double Cab 2021` }).waitFor();
    expect(await strip(noScript).getByRole("img").first().getAttribute("alt")).toBe(
      `${make} Double Cab 2021, photo 1 of 3`,
    );
    expect(await noScript.getByRole("button", { name: /^Show photo \d$/ }).count()).toBe(3);

    const french = await session.newPage();
    await french.goto(`/vehicles/${vehicleId}?lang=fr`);
    await french.getByRole("heading", { name: "Disponibilités" }).waitFor();
    expect(await englishTextOn(french, { allow: [make] })).toEqual([]);
    await screenshot(french, "vehicle-page-french-1280");

    const missing = await session.newPage();
    const response = await missing.goto("/vehicles/987654321");
    expect(response?.status()).toBe(404);
    await missing.getByRole("heading", { name: "Vehicle not found" }).waitFor();
    const archived = await owner.request.patch(`/api/vehicles/${otherId}/archive`, { data: { isArchived: true } });
    expect(archived.status(), await archived.text()).toBe(200);
    expect((await missing.goto(`/vehicles/${otherId}`))?.status()).toBe(404);
  });
  it("never overstates: busy dates say so where the total would be, and a vehicle with no free day says so at the top (375 px)", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto(`/vehicles/${vehicleId}?start=${day(4)}&end=${day(7)}`);
    const unavailable = page.getByRole("status").filter({ hasText: "Unavailable for these dates" });
    await unavailable.waitFor();
    expect(await unavailable.textContent()).toContain("next free from");
    expect(await page.getByTestId("booking-total").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Book Now" }).isDisabled()).toBe(true);
    await screenshot(page, "vehicle-page-busy-dates-375", { fullPage: false });

    // Free dates give the total and the button back.
    await page.goto(`/vehicles/${vehicleId}?start=${day(20)}&end=${day(23)}`);
    await expect.poll(() => page.getByTestId("booking-total").textContent()).toBe("US$200.00");
    expect(await page.getByRole("button", { name: "Book Now" }).isDisabled()).toBe(false);

    const created = await owner.request.post("/api/vehicles", { data: pickup(make, "Laid Up", 45) });
    expect(created.status(), await created.text()).toBe(201);
    const laidUpId = (await created.json()).id;
    const wholeYear = await owner.request.post(`/api/vehicles/${laidUpId}/unavailability`, {
      data: { vehicleId: laidUpId, startDate: today, endDate: day(500), reason: "Scheduled Maintenance" },
    });
    expect(wholeYear.status(), await wholeYear.text()).toBe(201);
    await page.goto(`/vehicles/${laidUpId}`);
    await page
      .getByRole("status")
      .filter({ hasText: "No free day in the coming months: this vehicle cannot be booked for now." })
      .waitFor();
    expect(await page.getByRole("button", { name: "Book Now" }).isDisabled()).toBe(true);
    await owner.request.delete(`/api/vehicles/${laidUpId}`);
  });
  it("opens a phone's calendar on the chosen dates' month", async () => {
    const page = await session.newPage({ mobile: true });
    const nextMonth = shiftMonth(monthOf(today), 1);
    await page.goto(`/vehicles/${vehicleId}?start=${nextMonth}-10&end=${nextMonth}-12`);
    const caption = page.getByText(format(new Date(`${nextMonth}-10T12:00:00`), "MMMM yyyy"), { exact: true });
    // Scrolled to vertically only: scrolling the caption itself into view would move the row.
    await page.getByRole("heading", { name: "Availability", exact: true }).scrollIntoViewIfNeeded();
    await caption.waitFor();
    const box = await caption.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  });
});
