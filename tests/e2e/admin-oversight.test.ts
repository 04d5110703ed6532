import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import {
  accessibilityViolations,
  describeInBrowser,
  loginThroughUi,
  registerCompany,
  screenshot,
  uniqueName,
} from "./browser";
import { ADMIN } from "./constants";

/** The page's width holds its content: nothing but a labelled table region scrolls sideways. */
async function expectNoPageScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describeInBrowser("the admin vets and oversees", (session) => {
  async function adminPage(mobile: boolean) {
    const page = await session.newPage({ mobile });
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    return page;
  }

  for (const [width, mobile] of [
    ["1280", false],
    ["375", true],
  ] as const) {
    it(`vets a company on its detail page, rejects another, archives and undoes, then reads the log and the requests at ${width} px`, async () => {
      const vetted = uniqueName("vetd");
      const rejected = uniqueName("rejd");
      await registerCompany(await session.newPage(), vetted);
      await registerCompany(await session.newPage(), rejected);
      const page = await adminPage(mobile);

      // From the list, the company's name opens its detail page.
      await page.goto("/admin/companies");
      await page.getByRole("region", { name: "Active companies" }).waitFor();
      await page.getByRole("link", { name: `${vetted} Rentals`, exact: true }).click();
      await page.getByRole("heading", { level: 1, name: `${vetted} Rentals` }).waitFor();
      const decision = page.getByRole("region", { name: "Decision" });
      await decision.getByText("Awaiting approval").waitFor();
      await page.getByRole("heading", { name: "Account" }).waitFor();
      await page.getByText(vetted, { exact: true }).first().waitFor();
      await page.getByRole("heading", { name: "Requests and answers" }).waitFor();
      await page.getByRole("heading", { name: "Places and fees" }).waitFor();
      await page.getByRole("heading", { name: "Vehicles (0)" }).waitFor();
      expect(await page.getByRole("link", { name: /Landing page/ }).getAttribute("href")).toMatch(/^\/companies\/\d+$/);
      await expectNoPageScroll(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `admin-company-detail-${width}`);

      // Approve, by keyboard.
      await decision.getByRole("button", { name: "Approve" }).focus();
      await page.keyboard.press("Enter");
      await decision.getByText("Approved").waitFor();

      // Archive asks first; its toast undoes it.
      await decision.getByRole("button", { name: `Archive ${vetted} Rentals` }).click();
      const confirm = page.getByRole("alertdialog", { name: `Archive ${vetted} Rentals?` });
      await confirm.getByRole("button", { name: "Archive", exact: true }).click();
      await decision.getByText("Archived").waitFor();
      await page.locator('[data-slot="toast-action"]', { hasText: "Undo" }).click();
      await decision.getByText("Archived").waitFor({ state: "detached" });

      // The log, narrowed to this company, says what changed, newest first.
      await decision.getByRole("link", { name: "Audit Log" }).click();
      await page.getByRole("heading", { level: 1, name: "Audit Log" }).waitFor();
      const log = page.getByRole("region", { name: "Audit Log" });
      await log.getByRole("row").filter({ hasText: "isArchived: true → false" }).waitFor();
      await log.getByRole("row").filter({ hasText: "isArchived: false → true" }).waitFor();
      expect(await page.getByLabel("Concerning").inputValue()).toBe("company");
      await expectNoPageScroll(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `admin-audit-log-${width}`);

      // Another company is rejected with its reason from its detail page.
      await page.goto("/admin/companies");
      await page.getByRole("link", { name: `${rejected} Rentals`, exact: true }).click();
      await page.getByRole("button", { name: `Reject ${rejected} Rentals` }).click();
      const dialog = page.getByRole("dialog").or(page.getByRole("alertdialog")).first();
      await dialog.getByLabel("Reason").fill("The trade licence is missing.");
      await dialog.getByRole("button", { name: "Reject", exact: true }).click();
      await page.getByText("The trade licence is missing.").waitFor();
      await page.getByRole("button", { name: `Reject ${rejected} Rentals` }).waitFor({ state: "detached" });

      // The marketplace's requests, filtered by status, paged by the server.
      await page.goto("/admin/requests");
      await page.getByRole("heading", { level: 1, name: "Marketplace Requests" }).waitFor();
      await page.getByRole("region", { name: "Marketplace Requests" }).waitFor();
      await page.getByLabel("Status").selectOption("expired");
      await page.getByLabel("Company").selectOption({ label: `${rejected} Rentals` });
      await page.getByText("No request matches these filters.").waitFor();
      await page.getByLabel("Company").selectOption("");
      await page.getByLabel("Status").selectOption("");
      await page
        .getByRole("navigation", { name: "Pages of requests" })
        .getByText(/^Page 1 of \d+/)
        .waitFor();
      await expectNoPageScroll(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `admin-requests-${width}`);
    });
  }

  it("reads the detail page, the requests and the log in French at 375 px", async () => {
    const page = await adminPage(true);
    for (const [path, heading, name] of [
      ["/admin/requests?lang=fr", "Demandes de la plateforme", "requests"],
      ["/admin/audit-log?lang=fr", "Journal d'administration", "audit-log"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await expectNoPageScroll(page);
      await screenshot(page, `french-admin-${name}-375`);
    }
    await page.getByRole("region", { name: "Journal d'administration" }).waitFor();
    await page
      .getByRole("navigation", { name: "Pages du journal" })
      .getByRole("button", { name: "Page suivante" })
      .waitFor();
    await page.goto("/admin/companies/1?lang=fr");
    await page.getByRole("heading", { name: "Demandes et réponses" }).waitFor();
    await page.getByRole("link", { name: "Retour aux loueurs" }).waitFor();
    await expectNoPageScroll(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "french-admin-company-detail-375");
  });
});
