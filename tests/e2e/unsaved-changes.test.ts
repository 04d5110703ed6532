import type { Dialog } from "playwright-core";
import { expect, it } from "vitest";
import { accessibilityViolations, companyOfTheSuite, describeInBrowser, screenshot, waitForToast } from "./browser";

describeInBrowser("set-up keeps what was typed (issue 42, point 2)", (session) => {
  const own = companyOfTheSuite(session, { username: "unsaved", companyName: "Careful Rentals", vehicle: {} });

  it("asks before leaving the profile with an unsaved card, and says when a card is saved (1280 px)", async () => {
    const page = own.company;
    await page.goto("/company/profile");
    const card = page.locator("form", { has: page.getByRole("button", { name: "Save Availability Rules" }) });
    await card.getByText("All changes saved").waitFor();
    await card.getByLabel("Advance notice (hours)").fill("24");
    await card.getByLabel("Days kept free between rentals").fill("1");
    await card.getByText("Unsaved changes").waitFor();

    // A link inside the app: our question; staying keeps what was typed.
    const asked: string[] = [];
    const stay = (dialog: Dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    };
    page.on("dialog", stay);
    await page.getByRole("navigation").getByRole("link", { name: "Dashboard" }).click();
    await expect
      .poll(() => asked)
      .toEqual(["confirm: You have unsaved changes on this page. Leave without saving them?"]);
    expect(new URL(page.url()).pathname).toBe("/company/profile");
    expect(await card.getByLabel("Advance notice (hours)").inputValue()).toBe("24");

    // Closing the tab or reloading: the browser's own question.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked.at(-1)).toMatch(/^beforeunload: /);
    expect(page.isClosed()).toBe(false);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "unsaved-changes-card-1280", { fullPage: false });
    expect(await accessibilityViolations(page)).toEqual([]);

    // Saved, the card says so and leaving asks nothing.
    await card.getByRole("button", { name: "Save Availability Rules" }).click();
    await waitForToast(page, "Availability rules saved");
    await card.getByText("All changes saved").waitFor();
    expect(await card.getByLabel("Advance notice (hours)").inputValue()).toBe("24");
    await page.getByRole("navigation").getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/company/dashboard");
    expect(asked).toHaveLength(2);
    page.off("dialog", stay);
  });

  it("starts a new vehicle without expiry dates, requires them beside their fields, no toast over Save (375 px)", async () => {
    const page = await session.newPage({ mobile: true });
    await page.context().addCookies(await own.company.context().cookies());
    await page.goto("/company/dashboard");
    await page.getByRole("button", { name: "Add Vehicle" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Vehicle" });
    const insurance = dialog.getByLabel("Insurance Expiry Date");
    const licence = dialog.getByLabel("License Expiry Date");
    expect(await insurance.inputValue()).toBe("");
    expect(await licence.inputValue()).toBe("");
    await dialog.getByRole("button", { name: "Save Vehicle" }).click();
    await dialog.getByText("Insurance expiry date is required", { exact: true }).waitFor();
    await dialog.getByText("License expiry date is required", { exact: true }).waitFor();
    const why = dialog.getByText("Failed to save vehicle. Please check all fields are filled correctly.", {
      exact: true,
    });
    await why.waitFor();
    // The message is in the dialog above the button; nothing in a toast covers it.
    expect(await page.getByRole("status").filter({ hasText: "Failed to save vehicle" }).count()).toBe(0);
    await insurance.scrollIntoViewIfNeeded();
    await screenshot(page, "vehicle-expiry-required-375", { fullPage: false });
    await why.scrollIntoViewIfNeeded();
    await screenshot(page, "vehicle-save-error-375", { fullPage: false });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
