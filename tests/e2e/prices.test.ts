import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
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
const day = (n: number) => addDays(today, n);
/** "US$1,611.11" or "−US$16.67" as a number. */
const amountOf = (text: string | null) => Number((text ?? "").replace(/[^\d.−-]/g, "").replace("−", "-"));

describeInBrowser("prices in the company's currency, explained (issue 22)", (session) => {
  const make = uniqueName("Prado");
  let owner: Page;
  let admin: Page | undefined;
  let companyId: number;

  beforeAll(async () => {
    owner = await session.newPage();
    const registered = await registerCompany(owner, uniqueName("ecprices"), "Trafalgar Falls Rentals");
    companyId = registered.companyId;

    // The company states that it prices in EC$, first on its profile: with no amount yet, nothing to convert.
    await owner.goto("/company/profile");
    await owner.getByRole("heading", { name: "Update Profile Information" }).waitFor();
    await owner.getByLabel("Address").fill("3 Valley Road");
    await owner.getByLabel("City/Village").fill("Trafalgar");
    await owner.getByLabel("Parish").click();
    await owner.getByRole("option", { name: "Saint George" }).click();
    await owner.getByRole("button", { name: "Update Profile" }).click();
    await waitForToast(owner, "Your company profile has been updated successfully.");
    await owner.getByRole("button", { name: "Change to EC$" }).click();
    await owner.getByText("You have no prices or fees above 0 yet: nothing to convert.").waitFor();
    await owner.getByRole("button", { name: "Confirm the change to EC$" }).click();
    await owner.getByText("Your prices and fees are in Eastern Caribbean dollars (EC$).").waitFor();

    // EC$150 a day, EC$900 a week, EC$3,300 a month.
    const created = await owner.request.post("/api/vehicles", {
      data: {
        make,
        model: "Land Cruiser",
        year: 2022,
        type: "suv",
        fuelType: "diesel",
        transmission: "automatic",
        doors: 4,
        seats: 7,
        is4x4: true,
        dailyPrice: 150,
        weeklyPrice: 900,
        monthlyPrice: 3300,
        deposit: 500,
        insuranceExpiryDate: day(300),
        licenseExpiryDate: day(300),
        lastServiceDate: today,
        available: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    expect((await created.json()).currency).toBe("XCD");
    admin = await approveAccount(session, registered.id);
  });

  afterAll(async () => {
    if (admin && companyId) await admin.request.delete(`/api/admin/companies/${companyId}`);
  });

  it("names EC$ in the vehicle form's price labels", async () => {
    await owner.goto("/company/dashboard");
    await owner.getByRole("button", { name: "Add Vehicle" }).click();
    const dialog = owner.getByRole("dialog", { name: "Add New Vehicle" });
    for (const label of ["Daily Price (EC$)", "Weekly Price (EC$)", "Monthly Price (EC$)", "Deposit (EC$)"]) {
      await dialog.getByLabel(label, { exact: true }).waitFor();
    }
    await dialog.getByText("A weekly or monthly price of 0 means you do not offer it.").waitFor();
    await dialog.getByLabel("Daily Price (EC$)", { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(owner, "prices-vehicle-form-ec");
    await owner.keyboard.press("Escape");
  });

  for (const mobile of [false, true]) {
    const width = mobile ? "375" : "1280";

    it(`shows a visitor reading US$ converted prices, and a dialog whose lines add up (${width} px)`, async () => {
      const page = await session.newPage({ mobile });
      // 38 days: a month, a week and a day.
      await page.goto(`/vehicles?q=${make}&start=${day(20)}&end=${day(57)}`);
      const card = page.getByRole("article", { name: `${make} Land Cruiser` });
      // EC$150 reads US$55.56; EC$900 US$333.33, EC$3,300 US$1,222.22, each with the days it
      // applies from; the deposit EC$500 US$185.19.
      await card.getByText("US$55.56").first().waitFor();
      await card.getByText("US$333.33 — 7 days or more").waitFor();
      await card.getByText("US$1,222.22 — 30 days or more").waitFor();
      await card.getByText("US$185.19").waitFor();
      // US$1,222.22 + US$333.33 + US$55.56 = US$1,611.11.
      expect(await card.getByTestId("period-total").textContent()).toBe("Total for 38 days: US$1,611.11");

      await card.getByRole("button", { name: "Book Now" }).click();
      const dialog = page.getByRole("dialog");
      await expect.poll(() => dialog.getByTestId("booking-days").textContent()).toBe("38 days");
      // The visitor's figure first, the company's exact total after it.
      expect(await dialog.getByTestId("booking-total").textContent()).toBe("US$1,611.11 (EC$4,350.00)");
      const lines = dialog.getByTestId("price-line");
      expect(await lines.allTextContents()).toEqual([
        "1 month at the monthly rate (1 × US$1,222.22)US$1,222.22",
        "1 week at the weekly rate (1 × US$333.33)US$333.33",
        "1 day at the daily rate (1 × US$55.56)US$55.56",
      ]);
      const shown = (await dialog.getByTestId("price-line-amount").allTextContents()).map(amountOf);
      const sum = Math.round(shown.reduce((total, amount) => total + amount, 0) * 100) / 100;
      expect(sum).toBe(1611.11);
      await dialog.getByTestId("price-line").first().scrollIntoViewIfNeeded();
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `prices-dialog-us-reader-${width}`);
      await page.keyboard.press("Escape");

      // The vehicle page shows the same lines.
      await card.getByRole("link", { name: `${make} Land Cruiser` }).click();
      await page.getByRole("heading", { level: 1, name: `${make} Land Cruiser 2022` }).waitFor();
      await expect.poll(() => page.getByTestId("booking-total").textContent()).toBe("US$1,611.11 (EC$4,350.00)");
      expect(await page.getByTestId("price-line").count()).toBe(3);
      await page.getByTestId("booking-total").scrollIntoViewIfNeeded();
      await screenshot(page, `prices-vehicle-page-${width}`);
    });
  }
});
