import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeInBrowser, loginThroughUi, screenshot } from "./browser";
import { ADMIN, demoLogin } from "./constants";

/**
 * Issue 23: nothing scrolls sideways on a phone. Every public, company and admin screen, and every
 * dialog they open, at 320 and 375 px: the document is no wider than the screen, no dialog is wider
 * than itself, and no button's text runs out of its button. Tables and the fleet calendar scroll
 * inside their own box, which is allowed.
 */
const WIDTHS = [375, 320];

/** What sticks out sideways, described for the failure message. */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) found.push(`the page is ${root.scrollWidth} px wide`);
    const name = (element: Element) =>
      (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
    for (const dialog of document.querySelectorAll<HTMLElement>("[role=dialog], [role=alertdialog]")) {
      const box = dialog.getBoundingClientRect();
      if (dialog.scrollWidth > dialog.clientWidth + 1) found.push(`dialog "${name(dialog)}" scrolls sideways`);
      if (box.left < 0 || box.right > window.innerWidth) found.push(`dialog "${name(dialog)}" leaves the screen`);
    }
    // A box that scrolls its tabs or a toolbar sideways hides some of them.
    for (const list of document.querySelectorAll<HTMLElement>("[role=tablist]")) {
      if (list.scrollWidth > list.clientWidth + 1)
        found.push(`tabs "${name(list)}" need ${list.scrollWidth} px in ${list.clientWidth}`);
    }
    for (const button of document.querySelectorAll<HTMLElement>("button, [data-slot=button], [role=tab]")) {
      if (button.getClientRects().length === 0) continue;
      if (button.scrollWidth > button.clientWidth + 1) {
        found.push(`button "${name(button)}" needs ${button.scrollWidth} px in ${button.clientWidth}`);
      }
    }
    return found;
  });
}

/** Checks the page as it is at each width; `name` names the screenshot of the narrowest. */
async function expectFits(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 720 });
    // Layout settles on resize before the next frame.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await overflows(page), `${name} at ${width} px`).toEqual([]);
  }
  await screenshot(page, `narrow-${name}-320`);
}

async function openDialog(page: Page, trigger: ReturnType<Page["getByRole"]>, name: string) {
  await trigger.click();
  const dialog = page.getByRole("dialog").or(page.getByRole("alertdialog")).first();
  await dialog.waitFor();
  await expectFits(page, name);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  await page.setViewportSize({ width: 375, height: 720 });
}

describeInBrowser("no sideways scrolling on a phone", (session) => {
  it("public screens and their dialogs", async () => {
    const page = await session.newPage({ mobile: true });
    for (const [path, name] of [
      ["/", "home"],
      ["/companies/1", "landing"],
      ["/auth", "auth"],
      ["/sign-up", "sign-up"],
      ["/no-such-page", "not-found"],
    ] as const) {
      await page.goto(path);
      await page.locator("main").first().waitFor();
      await expectFits(page, name);
    }

    await page.setViewportSize({ width: 375, height: 720 });
    await page.goto("/vehicles");
    const card = page.getByRole("article").first();
    await card.waitFor();
    await expectFits(page, "vehicles");
    await openDialog(page, card.getByRole("button", { name: "Check Availability" }), "check-availability");
    await openDialog(page, card.getByRole("button", { name: "Book Now" }), "book-now");

    await page.goto("/companies");
    await page.getByRole("button", { name: "Book a Vehicle" }).first().waitFor();
    await expectFits(page, "companies");
    await page.getByRole("button", { name: "Book a Vehicle" }).first().click();
    const dialog = page.getByRole("dialog");
    await expectFits(page, "book-a-vehicle");
    // Then the form for the vehicle picked.
    await dialog.getByRole("listitem").first().getByRole("button").click();
    await dialog.getByRole("button", { name: "Choose another vehicle" }).waitFor();
    await expectFits(page, "book-a-vehicle-form");
  });

  it("company screens and their dialogs", async () => {
    const page = await session.newPage({ mobile: true });
    const { username, password } = demoLogin("company1");
    await loginThroughUi(page, username, password);
    await page.goto("/company/dashboard");
    await page.getByRole("grid").waitFor();
    await expectFits(page, "company-dashboard");
    await openDialog(page, page.getByRole("button", { name: "Add Vehicle" }), "add-vehicle");
    const vehicles = page.getByRole("region", { name: "Active Vehicles" });
    await openDialog(page, vehicles.getByRole("button", { name: /^Edit / }).first(), "edit-vehicle");
    await openDialog(
      page,
      vehicles.getByRole("button", { name: /^Manage unavailability of / }).first(),
      "manage-unavailability",
    );
    await openDialog(page, vehicles.getByRole("button", { name: /^Delete .* permanently$/ }).first(), "delete-vehicle");

    for (const [path, heading] of [
      ["/company/profile", "Company Profile"],
      ["/bookings", "My Bookings"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await expectFits(page, path.slice(1).replace("/", "-"));
    }
  });

  it("admin screens and their dialogs", async () => {
    const page = await session.newPage({ mobile: true });
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    for (const [path, name] of [
      ["/admin/dashboard", "admin-dashboard"],
      ["/admin/companies", "admin-companies"],
      ["/admin/users", "admin-users"],
      ["/admin/vehicles", "admin-vehicles"],
    ] as const) {
      await page.goto(path);
      await page.locator("main").first().waitFor();
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await expectFits(page, name);
    }
    // A vehicle is edited in its row, inside the table's own scrolling box; archiving asks first.
    await page
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    await page.getByRole("button", { name: /^Cancel editing / }).waitFor();
    await expectFits(page, "admin-edit-vehicle");
    await page.getByRole("button", { name: /^Cancel editing / }).click();
    await openDialog(page, page.getByRole("button", { name: /^Archive / }).first(), "admin-archive-vehicle");
  });
});
