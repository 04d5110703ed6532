import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { english } from "../../src/domain/i18n/translate";
import { fr } from "../../src/domain/i18n/translations/fr";
import { accessibilityViolations, companyOfTheSuite, DESKTOP, describeInBrowser, MOBILE, screenshot } from "./browser";

/** The French of an English key, as the translations have it. */
const french = (key: string, values?: Record<string, string | number>) => english(fr[key] ?? key, values);

describeInBrowser("a company reads its insights (issue 42)", (session) => {
  const own = companyOfTheSuite(session, {
    username: "insights",
    companyName: "Insight Rentals",
    vehicle: { make: "Kia", model: "Sportage", type: "suv" },
  });

  it("counts a visitor's page view and shows the figures on a phone, in English and French", async () => {
    const today = todayInDominica();
    const period = `from=${addDays(today, -29)}&to=${today}`;
    // A visitor opens the vehicle's page: one page view, however many files the page brings.
    const visitor = await session.newPage({ mobile: true });
    await visitor.goto(`/vehicles/${own.vehicleId}`);
    await visitor.getByRole("heading", { level: 1, name: /Kia Sportage/ }).waitFor();
    const views = async () => {
      const answer = await own.company.request.get(`/api/company/insights?${period}`);
      return (await answer.json()).fleet.views as number;
    };
    // Each instance writes its counts every INSIGHTS_FLUSH_SECONDS (1 s in the browser tests).
    await expect.poll(views, { timeout: 15_000 }).toBe(1);

    const page = own.company;
    await page.setViewportSize(MOBILE);
    await page.goto("/company/insights");
    await page.getByRole("heading", { level: 1, name: "Insights" }).waitFor();
    const fleet = page.getByRole("region", { name: "Whole fleet" });
    // The fleet's figure: its term, and the value beside it.
    const pageViews = fleet
      .locator("div")
      .filter({ has: page.getByRole("term").getByText("Page views", { exact: true }) });
    expect(await pageViews.getByRole("definition").first().textContent()).toBe("1");
    await page.getByRole("figure", { name: "Page views" }).getByText("Kia Sportage").waitFor();
    await page
      .getByRole("table", { name: "Figures per vehicle" })
      .getByRole("rowheader", { name: "Kia Sportage" })
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // Nothing wider than the phone but the table, which scrolls in its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, "insights-375-en");

    // A quick period, and a typed one the picker refuses with its reason.
    await page.getByRole("button", { name: "Last 7 days" }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "Last 7 days" }).getAttribute("aria-pressed"))
      .toBe("true");
    await page.getByLabel("From", { exact: true }).fill(addDays(today, 1));
    await page.getByRole("alert").getByText("The period must end on or after its first day").waitFor();
    await page.getByRole("button", { name: "Last 30 days" }).click();
    await page.getByRole("alert").filter({ hasText: "The period" }).waitFor({ state: "detached" });

    // The CSV of the same figures.
    const href = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
    expect(href).toBe(`/api/company/insights.csv?${period}`);
    const csv = await (await page.request.get(href ?? "")).text();
    expect(csv.split("\r\n")[1]).toMatch(new RegExp(`^Kia Sportage,${own.vehicleId},no,1,`));

    await page.goto("/company/insights?lang=fr");
    await page.getByRole("heading", { level: 1, name: french("Insights") }).waitFor();
    await page
      .getByRole("region", { name: french("Whole fleet") })
      .getByRole("term")
      .getByText(french("Page views"), { exact: true })
      .waitFor();
    await page.getByRole("figure", { name: french("From views to bookings") }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "insights-375-fr");

    await page.setViewportSize(DESKTOP);
    await page.goto("/company/insights?lang=en");
    await page.getByRole("navigation").getByRole("link", { name: "Insights" }).waitFor();
    await page.getByRole("table", { name: "Figures per vehicle" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "insights-1280-en");
  });
});
