import { expect, it } from "vitest";
import { addDays, formatLongDate, todayInDominica } from "../../src/domain/dates";
import { calendarDay } from "./booking-dialog";
import {
  accessibilityViolations,
  companyOfTheSuite,
  describeInBrowser,
  screenshot,
  uniqueName,
  waitForToast,
} from "./browser";

const today = todayInDominica();
const day = (n: number) => addDays(today, n);

describeInBrowser("a company's availability rules (issue 22, item 4)", (session) => {
  const make = uniqueName("Rules");

  // Insurance running out in 20 days: the dashboard warns, and visitors see it busy from then on.
  const own = companyOfTheSuite(
    session,
    {
      username: "rules",
      companyName: "Cleaning Day Rentals",
      vehicle: { make, model: "Swift", insuranceExpiryDate: day(20) },
    },
    async ({ company, vehicleId }) => {
      const period = await company.request.post(`/api/vehicles/${vehicleId}/unavailability`, {
        data: { vehicleId, startDate: day(6), endDate: day(7), reason: "Reserved" },
      });
      expect(period.status()).toBe(201);
    },
  );

  it("the company sets 48 hours' notice and 2 cleaning days in its profile (1280 px)", async () => {
    await own.company.goto("/company/profile");
    const card = own.company.getByRole("heading", { name: "Availability Rules" });
    await card.waitFor();
    await own.company.getByLabel("Advance notice (hours)").fill("400");
    await own.company.getByRole("button", { name: "Save Availability Rules" }).click();
    await own.company.getByText("Advance notice must be a whole number of hours from 0 to 336").waitFor();
    await own.company.getByLabel("Advance notice (hours)").fill("48");
    await own.company.getByLabel("Days kept free between rentals").fill("2");
    await own.company.getByRole("button", { name: "Save Availability Rules" }).click();
    await waitForToast(own.company, "Availability rules saved");
    await card.scrollIntoViewIfNeeded();
    await screenshot(own.company, "availability-rules-profile-1280");
    expect(await accessibilityViolations(own.company)).toEqual([]);
  });

  for (const mobile of [false, true]) {
    const size = mobile ? "375" : "1280";
    it(`a visitor's Check Availability calendar shows the notice, cleaning days and lapsed insurance busy (${size} px)`, async () => {
      const visitor = await session.newPage({ mobile });
      await visitor.goto(`/vehicles?q=${make}`);
      await visitor
        .getByRole("article", { name: `${make} Swift` })
        .getByRole("button", { name: "Check Availability" })
        .click();
      const dialog = visitor.getByRole("dialog");
      await dialog.getByTestId("availability-notice").waitFor();
      await expect.poll(async () => (await calendarDay(dialog, day(0))).isDisabled()).toBe(true);
      // Notice: today and tomorrow; cleaning: two days on each side of the 6th–7th; papers: from the 20th.
      for (const busy of [0, 1, 4, 5, 6, 7, 8, 9, 20, 21]) {
        expect(await (await calendarDay(dialog, day(busy))).isDisabled(), `day ${busy}`).toBe(true);
      }
      for (const free of [2, 3, 10, 19]) {
        expect(await (await calendarDay(dialog, day(free))).isEnabled(), `day ${free}`).toBe(true);
      }
      await (await calendarDay(dialog, day(0))).scrollIntoViewIfNeeded();
      await screenshot(visitor, `availability-rules-visitor-calendar-${size}`);
      expect(await accessibilityViolations(visitor)).toEqual([]);
    });
  }

  it("the vehicle page says why dates are refused: the notice and its earliest pick-up, other busy days as not available (375 px)", async () => {
    const visitor = await session.newPage({ mobile: true });
    await visitor.goto(`/vehicles/${own.vehicleId}?start=${day(1)}&end=${day(3)}`);
    const earliest = formatLongDate(day(2));
    // Said where the total would be, and again under the calendar.
    await visitor
      .getByTestId("availability-notice")
      .getByText(`This company needs 48 hours' notice: the earliest pick-up is ${earliest}.`)
      .waitFor();
    await visitor.getByRole("status").filter({ hasText: "Unavailable for these dates" }).waitFor();
    await screenshot(visitor, "availability-rules-vehicle-page-notice-375");
    await visitor.goto(`/vehicles/${own.vehicleId}?start=${day(8)}&end=${day(9)}`);
    await visitor
      .getByTestId("availability-notice")
      .getByText(/^Not available on .* — next free from /)
      .waitFor();
  });

  for (const mobile of [false, true]) {
    const size = mobile ? "375" : "1280";
    it(`the dashboard warns of the insurance expiring within 30 days (${size} px)`, async () => {
      const page = mobile ? await session.newPage({ mobile }) : own.company;
      if (mobile) await page.context().addCookies(await own.company.context().cookies());
      await page.goto("/company/dashboard");
      const warning = page.getByRole("region", { name: "Documents expiring within 30 days" });
      await warning.getByText(`${make} Swift: expires on`).waitFor();
      // The fleet calendar draws the cleaning days before the period (days 4–5) when this month shows them.
      if (day(4).slice(0, 7) === today.slice(0, 7)) {
        await page.locator('[data-status="cleaning"]').first().waitFor({ state: "attached" });
      }
      await screenshot(page, `availability-rules-expiry-warning-${size}`);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  it("in French: the profile's rules, the dashboard's warning and the visitor's calendar (375 px)", async () => {
    const page = await session.newPage({ mobile: true });
    await page.context().addCookies(await own.company.context().cookies());
    await page.goto("/company/profile?lang=fr");
    await page.getByRole("heading", { name: "Règles de disponibilité" }).waitFor();
    expect(await page.getByLabel("Préavis (heures)").inputValue()).toBe("48");
    expect(await page.getByLabel("Jours libres entre deux locations").inputValue()).toBe("2");
    await page.getByRole("heading", { name: "Règles de disponibilité" }).scrollIntoViewIfNeeded();
    await screenshot(page, "availability-rules-profile-fr-375");

    await page.goto("/company/dashboard?lang=fr");
    await page
      .getByRole("region", { name: "Documents expirant dans les 30 jours" })
      .getByText(`${make} Swift : expire le`)
      .waitFor();
    await screenshot(page, "availability-rules-expiry-warning-fr-375");

    const visitor = await session.newPage({ mobile: true });
    await visitor.goto(`/vehicles?q=${make}&lang=fr`);
    await visitor
      .getByRole("article", { name: `${make} Swift` })
      .getByRole("button", { name: "Vérifier la disponibilité" })
      .click();
    const dialog = visitor.getByRole("dialog");
    await expect.poll(async () => (await calendarDay(dialog, day(1))).isDisabled()).toBe(true);
    expect(await (await calendarDay(dialog, day(2))).isEnabled()).toBe(true);
    expect(own.companyId).toBeGreaterThan(0);
  });
});
