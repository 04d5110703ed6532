import type { Locator } from "playwright-core";
import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { fillValidBooking, sendBookNow } from "./booking-dialog";
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
const dated = (start: number, end: number) => `start=${day(start)}&end=${day(end)}`;

/** Picks a day of the year in a season's "First day" or "Last day" group: the month first, then the day. */
async function pickDayOfYear(season: Locator, group: string, date: string) {
  const field = season.getByRole("group", { name: group });
  await field.getByLabel("Month").selectOption(String(Number(date.slice(5, 7))));
  await field.getByLabel("Day").selectOption(String(Number(date.slice(8, 10))));
}

describeInBrowser("a company's seasons (issue 22, item 3)", (session) => {
  const make = uniqueName("Season");
  const own = companyOfTheSuite(session, {
    username: "seasons",
    companyName: "High Season Rentals",
    vehicle: { make, model: "Vitara", dailyPrice: 50, weeklyPrice: 300, monthlyPrice: null },
  });

  it("the company sets a high season in its profile, from day 10 to day 40, at 130% with 3 days at least (1280 px)", async () => {
    await own.company.goto("/company/profile");
    await own.company.getByRole("heading", { name: "Seasons" }).waitFor();
    await own.company.getByRole("button", { name: "Add a season" }).click();
    const season = own.company.getByRole("group", { name: "Season 1" });
    await season.getByLabel("Name").fill("High season");
    await pickDayOfYear(season, "First day", day(10));
    await pickDayOfYear(season, "Last day", day(40));
    await season.getByLabel("Daily rate (%)").fill("130");
    await season.getByLabel("Weekly rate (%)").fill("140");
    await season.getByLabel("Monthly rate (%)").fill("");
    await season.getByLabel("Minimum days").fill("3");
    await own.company.getByRole("button", { name: "Save Seasons" }).click();
    await season.getByText("A season's weekly percentage must not be more than its daily one").waitFor();
    await season.getByLabel("Weekly rate (%)").fill("120");
    await own.company.getByRole("button", { name: "Save Seasons" }).click();
    await waitForToast(own.company, "Seasons saved");
    const saved = await own.company.request.get(`/api/companies/${own.companyId}/seasons`);
    expect((await saved.json()).seasons).toEqual([
      {
        name: "High season",
        start: day(10).slice(5),
        end: day(40).slice(5),
        dailyPercent: 130,
        weeklyPercent: 120,
        monthlyPercent: null,
        minimumDays: 3,
      },
    ]);
    await season.scrollIntoViewIfNeeded();
    await screenshot(own.company, "seasons-profile-1280");
    expect(await accessibilityViolations(own.company)).toEqual([]);
  });

  for (const mobile of [false, true]) {
    const size = mobile ? "375" : "1280";
    it(`a visitor's dates in the season: the vehicle page, the card, the form and the WhatsApp text (${size} px)`, async () => {
      const visitor = await session.newPage({ mobile });
      // Days 12 to 20: a week and 2 days, all in the season (360 + 2 × 65).
      await visitor.goto(`/vehicles/${own.vehicleId}?${dated(12, 20)}`);
      const seasonPrice = visitor.getByTestId("season-price");
      await seasonPrice.getByText("Applies to your dates").waitFor();
      expect(await seasonPrice.textContent()).toMatch(/^High season .+ – .+: US\$65\.00 per day, US\$360\.00 per week/);
      const summary = visitor.getByRole("list", { name: "Price breakdown" });
      await summary.getByText("1 week at the High season weekly rate").waitFor();
      await summary.getByText("2 days at the High season daily rate").waitFor();
      expect(await visitor.getByTestId("booking-total").first().textContent()).toMatch(/^US\$490\.00$/);
      await screenshot(visitor, `seasons-vehicle-page-${size}`);
      expect(await accessibilityViolations(visitor)).toEqual([]);

      await visitor.getByRole("button", { name: "Book Now" }).first().click();
      const dialog = visitor.getByRole("dialog");
      await dialog.getByText("1 week at the High season weekly rate").waitFor();
      expect(await dialog.getByTestId("booking-total").textContent()).toMatch(/^US\$490\.00$/);
      await fillValidBooking(visitor);
      await dialog.getByText("2 days at the High season daily rate").scrollIntoViewIfNeeded();
      await screenshot(visitor, `seasons-booking-form-${size}`, { fullPage: false });
      const sent = await sendBookNow(visitor);
      expect(sent.isRecorded).toBe(true);
      expect(sent.text).toContain("- 1 week at the High season weekly rate: US$360.00");
      expect(sent.text).toContain("- 2 days at the High season daily rate: US$130.00");
      expect(sent.text).toContain("Total price: US$490.00");

      // The catalogue's card quotes the same dates with the season, and says so.
      await visitor.goto(`/vehicles?q=${make}&${dated(12, 20)}`);
      const card = visitor.getByRole("article", { name: `${make} Vitara` });
      await card.getByTestId("period-seasons").getByText("High season").waitFor();
      expect(await card.getByTestId("period-total").textContent()).toMatch(/^Total for 9 days: US\$490\.00/);
      await screenshot(visitor, `seasons-card-${size}`);
    });
  }

  it("a rental shorter than the season's minimum is refused on the page and in the form (375 px)", async () => {
    const visitor = await session.newPage({ mobile: true });
    await visitor.goto(`/vehicles/${own.vehicleId}?${dated(39, 40)}`);
    const refusal = visitor.getByTestId("season-minimum");
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/^A rental with days in High season \(.+\) lasts at least 3 days\.$/);
    await visitor.getByRole("button", { name: "Book Now" }).first().click();
    const dialog = visitor.getByRole("dialog");
    await fillValidBooking(visitor);
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByRole("alert").filter({ hasText: "lasts at least 3 days" }).first().waitFor();
    expect(await dialog.getByTestId("request-recorded").count()).toBe(0);
    await screenshot(visitor, "seasons-minimum-375", { fullPage: false });
  });
});
