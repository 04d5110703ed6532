import type { Dialog, Page } from "playwright-core";
import { expect, it } from "vitest";
import { companyOfTheSuite, describeInBrowser, screenshot } from "./browser";

const QUESTION = "You have unsaved changes on this page. Leave without saving them?";

/** Answers every prompt of the page with `leave` (accept) or stay (dismiss), and records it. */
function answerPrompts(page: Page) {
  const asked: string[] = [];
  let leave = false;
  page.on("dialog", (dialog: Dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void (leave ? dialog.accept() : dialog.dismiss());
  });
  return {
    asked,
    leaveNext() {
      leave = true;
    },
  };
}

const path = (page: Page) => new URL(page.url()).pathname;

describeInBrowser("an unsaved change asks before the browser's Back button too (issue 42, point 2)", (session) => {
  const own = companyOfTheSuite(session, { username: "goback", companyName: "Back Button Rentals", vehicle: {} });

  it("on the company profile: Back asks, staying keeps what was typed, leaving goes back (1280 px)", async () => {
    const page = own.company;
    await page.goto("/company/dashboard");
    await page.getByRole("navigation").getByRole("link", { name: "Profile" }).click();
    await page.waitForURL((url) => url.pathname === "/company/profile");
    const card = page.locator("form", { has: page.getByRole("button", { name: "Save Availability Rules" }) });
    await card.getByLabel("Advance notice (hours)").fill("36");
    await card.getByText("Unsaved changes").waitFor();
    const prompts = answerPrompts(page);

    await page.goBack();
    await expect.poll(() => prompts.asked).toEqual([`confirm: ${QUESTION}`]);
    expect(path(page)).toBe("/company/profile");
    expect(await card.getByLabel("Advance notice (hours)").inputValue()).toBe("36");
    await screenshot(page, "leave-prompt-profile-1280", { fullPage: false });

    // Asked again on a second Back; leaving this time goes where Back leads.
    prompts.leaveNext();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/company/dashboard");
    expect(prompts.asked).toEqual([`confirm: ${QUESTION}`, `confirm: ${QUESTION}`]);
  });

  it("on the vehicle form: Back and closing the tab ask while it holds a change (375 px)", async () => {
    const page = await session.newPage({ mobile: true });
    await page.context().addCookies(await own.company.context().cookies());
    await page.goto("/company/profile");
    await page.goto("/company/dashboard");
    const prompts = answerPrompts(page);
    await page.getByRole("button", { name: "Add Vehicle" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Vehicle" });
    // Typed into, the form asks before Back leaves the dashboard, and staying keeps the dialog open.
    await dialog.getByLabel("Model").fill("Swift");
    // The guard's history entry is pushed once the change is rendered: a person's Back comes after it.
    await page.waitForFunction(() => (history.state as { unsavedGuard?: boolean } | null)?.unsavedGuard === true);
    await page.goBack();
    await expect.poll(() => prompts.asked).toEqual([`confirm: ${QUESTION}`]);
    expect(path(page)).toBe("/company/dashboard");
    expect(await dialog.getByLabel("Model").inputValue()).toBe("Swift");

    await page.close({ runBeforeUnload: true });
    await expect.poll(() => prompts.asked.at(-1)).toMatch(/^beforeunload: /);
    expect(page.isClosed()).toBe(false);

    prompts.leaveNext();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/company/profile");
  });
});
