import { expect, it } from "vitest";
import {
  accessibilityViolations,
  companyOfTheSuite,
  describeInBrowser,
  screenshot,
  uniqueName,
  waitForToast,
} from "./browser";

describeInBrowser(
  "a company changes its currency, deciding what becomes of its amounts (issue 38, point 3)",
  (session) => {
    const companies = [false, true].map((mobile) => {
      const make = uniqueName(mobile ? "Phone" : "Desk");
      const own = companyOfTheSuite(session, {
        username: mobile ? "currency375" : "currency1280",
        companyName: "Peg Rate Rentals",
        vehicle: { make, model: "RAV4", dailyPrice: 85, weeklyPrice: 510, monthlyPrice: null, deposit: 300 },
      });
      return { mobile, make, own };
    });

    for (const { mobile, make, own } of companies) {
      const size = mobile ? "375" : "1280";
      it(`lists the amounts the change affects, asks convert or keep, and converts the vehicle's price (${size} px)`, async () => {
        const page = mobile ? await session.newPage({ mobile: true }) : own.company;
        if (mobile) await page.context().addCookies(await own.company.context().cookies());
        await page.goto("/company/profile");
        // First on the profile: every amount below it is in this currency.
        await expect.poll(() => page.getByRole("heading", { level: 2 }).first().textContent()).toBe("Currency");
        const card = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: "Currency" }) });
        await card.getByText("Your prices and fees are in US dollars (US$).").waitFor();

        await card.getByRole("button", { name: "Change to EC$" }).click();
        const rows = card.getByRole("row");
        await expect
          .poll(() => rows.allTextContents())
          .toEqual([
            "AmountNowConverted",
            `${make} RAV4 (2023)Daily priceUS$85.00EC$229.50`,
            `${make} RAV4 (2023)Weekly priceUS$510.00EC$1,377.00`,
            `${make} RAV4 (2023)DepositUS$300.00EC$810.00`,
          ]);

        // Nothing is sent without the answer: the message sits beside the choice.
        const confirm = card.getByRole("button", { name: "Confirm the change to EC$" });
        await confirm.click();
        await card
          .getByRole("alert")
          .filter({ hasText: "Choose whether to convert your amounts at EC$2.70 to US$1 or keep the numbers" })
          .waitFor();
        await card.getByRole("radio", { name: /Convert them at EC\$2\.70 to US\$1/ }).check();
        await card.getByText("US$85.00 becomes EC$229.50").waitFor();
        expect(await card.getByRole("alert").count()).toBe(0);
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, `currency-change-choice-${size}`, { fullPage: false });
        expect(await accessibilityViolations(page)).toEqual([]);

        await confirm.click();
        await waitForToast(page, "Your amounts were converted at EC$2.70 to US$1.");
        await card.getByText("Your prices and fees are in Eastern Caribbean dollars (EC$).").waitFor();
        await card.getByRole("button", { name: "Change to US$" }).waitFor();

        await page.goto("/company/dashboard");
        const vehicle = page.getByTestId(`vehicle-card-${own.vehicleId}`);
        await vehicle.getByText("EC$229.50", { exact: true }).waitFor();
        await vehicle.getByText("EC$1,377.00", { exact: true }).waitFor();
        await vehicle.scrollIntoViewIfNeeded();
        await screenshot(page, `currency-change-dashboard-${size}`, { fullPage: false });
      });
    }
  },
);
