import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { makeImage } from "../helpers/images";
import {
  accessibilityViolations,
  describeInBrowser,
  loginThroughUi,
  registerCompany,
  screenshot,
  uniqueName,
} from "./browser";
import { ADMIN } from "./constants";

/** The toast text, once (Radix also mirrors it into a live region for screen readers). */
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function waitForToast(page: Page, text: string) {
  await toastText(page, text).waitFor();
}

function vehiclePayload(model: string, image?: string) {
  const today = todayInDominica();
  return {
    make: "Tata",
    model,
    year: 2024,
    type: "pickup",
    fuelType: "diesel",
    transmission: "manual",
    doors: 4,
    seats: 5,
    is4x4: true,
    dailyPrice: 65,
    weeklyPrice: 390,
    monthlyPrice: 1400,
    deposit: 250,
    insuranceExpiryDate: addDays(today, 120),
    licenseExpiryDate: addDays(today, 120),
    lastServiceDate: today,
    available: true,
    image,
  };
}

/** What a visitor sees when searching /vehicles for one model. */
function publicListing(visitor: Page, model: string) {
  const search = async () => {
    await visitor.goto("/vehicles");
    await visitor.getByLabel("Search").fill(model);
  };
  return {
    async expectShown() {
      await search();
      await visitor.getByRole("article", { name: `Tata ${model}` }).waitFor();
    },
    async expectHidden() {
      await search();
      await visitor.getByText("No vehicles found matching your criteria").waitFor();
    },
  };
}

describeInBrowser("admin console: vet companies and users, curate vehicles", (session) => {
  async function adminPage(options: { mobile?: boolean } = {}) {
    const page = await session.newPage(options);
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    return page;
  }

  it("lists registered companies on the dashboard with their rating, New before any review", async () => {
    const page = await adminPage();
    await page.goto("/admin/dashboard");
    await page.getByRole("heading", { name: "Registered Companies" }).waitFor();
    const item = page.getByRole("listitem").filter({ hasText: "Nature Isle Car Rentals" });
    await item.getByText("+1 767-448-2211").waitFor();
    await page.getByRole("listitem").filter({ hasText: "Marigot Motors" }).getByText("Rating: New").waitFor();
    await screenshot(page, "admin-dashboard-desktop");
  });

  it("activates a newly registered company, then archives and restores it", async () => {
    const owner = await session.newPage();
    const username = uniqueName("vet");
    const companyName = `${username} Rentals`;
    await registerCompany(owner, username, companyName);
    // The new company lists a vehicle at once; visitors see it only once an admin activates the company.
    const model = `Model ${username}`;
    const created = await owner.request.post("/api/vehicles", { data: vehiclePayload(model) });
    expect(created.status()).toBe(201);
    const visitor = await session.newPage();
    const listed = publicListing(visitor, model);
    await listed.expectHidden();

    const page = await adminPage();
    await page.goto("/admin/companies");
    const active = page.getByRole("switch", { name: `Active: ${companyName}` });
    await active.waitFor();
    expect(await active.getAttribute("aria-checked")).toBe("false");
    // A company awaiting approval says so, above the ones already approved, under a count of them.
    const row = page.getByTestId(/^company-row-/).filter({ hasText: companyName });
    await row.getByText("Awaiting approval").waitFor();
    await page.getByText(/\d+ compan(y is|ies are) awaiting approval/).waitFor();
    const firstApproved = await page
      .getByTestId(/^company-row-/)
      .evaluateAll((rows) => rows.findIndex((r) => r.textContent?.includes("Approved")));
    const ours = await page
      .getByTestId(/^company-row-/)
      .evaluateAll((rows, name) => rows.findIndex((r) => r.textContent?.includes(name)), companyName);
    expect(ours).toBeLessThan(firstApproved);
    await active.click();
    await waitForToast(page, "User updated successfully");
    await page.waitForFunction(
      (name) => document.querySelector(`[aria-label="Active: ${name}"]`)?.getAttribute("aria-checked") === "true",
      companyName,
    );
    // It stays active after a reload: the server stored it.
    await page.reload();
    await page.getByRole("switch", { name: `Active: ${companyName}`, checked: true }).waitFor();
    await row.getByText("Approved").waitFor();
    const activeTab = page.getByRole("tab", { name: /^Active Companies \(\d+\)$/ });
    const activeCount = Number((await activeTab.textContent())?.match(/\((\d+)\)/)?.[1]);
    await screenshot(page, "admin-companies-desktop");
    await listed.expectShown();

    // Archive asks first.
    await page.getByRole("button", { name: `Archive ${companyName}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Archive ${companyName}?` });
    await confirm.getByRole("button", { name: "Archive", exact: true }).click();
    await waitForToast(page, `${companyName} archived`);
    await page.getByRole("tab", { name: `Active Companies (${activeCount - 1})` }).waitFor();
    await page.getByRole("button", { name: `Archive ${companyName}` }).waitFor({ state: "detached" });
    await listed.expectHidden();
    await page.getByRole("tab", { name: /^Archived Companies/ }).click();
    const restore = page.getByRole("button", { name: `Restore ${companyName}` });
    await restore.waitFor();
    // Deleting is offered on the active tab only.
    expect(await page.getByRole("button", { name: `Delete ${companyName}` }).count()).toBe(0);
    await screenshot(page, "admin-companies-archived-desktop");
    await restore.click();
    await waitForToast(page, "Company updated successfully");
    await page.getByRole("tab", { name: `Active Companies (${activeCount})` }).click();
    await page.getByRole("button", { name: `Archive ${companyName}` }).waitFor();
    await listed.expectShown();

    // Its toast undoes an archive.
    await page.getByRole("button", { name: `Archive ${companyName}` }).click();
    await confirm.getByRole("button", { name: "Archive", exact: true }).click();
    await page.getByRole("tab", { name: `Active Companies (${activeCount - 1})` }).waitFor();
    await page.locator('[data-slot="toast-action"]', { hasText: "Undo" }).click();
    await page.getByRole("tab", { name: `Active Companies (${activeCount})` }).waitFor();
    await listed.expectShown();
  });

  it("deletes a company after confirming, which also logs its user out", async () => {
    const owner = await session.newPage();
    const username = uniqueName("gone");
    const companyName = `${username} Rentals`;
    await registerCompany(owner, username, companyName);
    expect((await owner.request.get("/api/user")).status()).toBe(200);

    const page = await adminPage();
    await page.goto("/admin/companies");
    await page.getByRole("button", { name: `Delete ${companyName}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Company Permanently" });
    await dialog.getByText("This action is irreversible and cannot be undone.").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: `Delete ${companyName}` }).click();
    await dialog.getByRole("button", { name: "Delete Permanently" }).click();
    await waitForToast(page, "Company successfully deleted");
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("cell", { name: companyName, exact: true }).waitFor({ state: "detached" });
    expect((await owner.request.get("/api/user")).status()).toBe(401);
  });

  it("edits a vehicle inline, shows validation messages, and changes a type only", async () => {
    // Its own vehicle, so other test files' expectations about the demo fleet stay true.
    const owner = await session.newPage();
    const username = uniqueName("edit");
    await registerCompany(owner, username);
    const model = `Model ${username}`;
    const name = `Tata ${model}`;
    const { dataUrl } = await makeImage("jpeg");
    expect((await owner.request.post("/api/vehicles", { data: vehiclePayload(model, dataUrl) })).status()).toBe(201);

    const page = await adminPage();
    await page.goto("/admin/vehicles");
    await page.getByRole("columnheader", { name: "Insurance Expiry" }).waitFor();
    // Thumbnails load lazily: bring them all in before the full-page screenshot.
    await page.locator("tbody img").last().scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll("tbody img")].every((img) => (img as HTMLImageElement).complete),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "admin-vehicles-desktop");

    await page.getByLabel("Search vehicles").fill(model);
    const row = page.locator("tbody tr");
    await expect.poll(() => row.count()).toBe(1);
    await page.getByRole("button", { name: new RegExp(`^Edit ${name}`) }).click();
    await page.getByText("1200x800px recommended").waitFor();
    await screenshot(page, "admin-vehicles-editing-desktop");

    // The server's message shows next to the field and in the error toast.
    await page.getByLabel("Make", { exact: true }).fill("");
    await page.getByRole("button", { name: new RegExp(`^Save ${name}`) }).click();
    await waitForToast(page, "Make is required");
    await row.getByText("Make is required").waitFor();

    await page.getByLabel("Make", { exact: true }).fill("Tata");
    await page.getByLabel("Daily price").fill("77.5");
    await page.getByLabel("Seats").fill("2");
    await page.getByRole("button", { name: new RegExp(`^Save ${name}`) }).click();
    await waitForToast(page, "Vehicle updated successfully");
    await row.getByRole("cell", { name: "US$77.50", exact: true }).waitFor();
    await page.getByRole("button", { name: new RegExp(`^Save ${name}`) }).waitFor({ state: "detached" });

    // Cancel leaves the row as it was.
    await page.getByRole("button", { name: new RegExp(`^Edit ${name}`) }).click();
    await page.getByLabel("Daily price").fill("1");
    await page.getByRole("button", { name: new RegExp(`^Cancel editing ${name}`) }).click();
    await row.getByRole("cell", { name: "US$77.50", exact: true }).waitFor();

    await page.getByRole("button", { name: new RegExp(`^Edit ${name}`) }).click();
    await page.getByLabel("Type", { exact: true }).selectOption("van");
    await page.getByLabel("Daily price").fill("999");
    await page.getByRole("button", { name: "Update Type Only" }).click();
    await waitForToast(page, "Vehicle type updated successfully");
    await row.getByRole("cell", { name: "Van", exact: true }).waitFor();
    // Only the type was sent: the price edit went nowhere.
    await row.getByRole("cell", { name: "US$77.50", exact: true }).waitFor();

    // A new image goes up as a data URL and comes back as one of our stored images.
    const before = await row.locator("img").getAttribute("src");
    await page.getByRole("button", { name: new RegExp(`^Edit ${name}`) }).click();
    const { bytes } = await makeImage("png", 1200, 800);
    await page.getByLabel(new RegExp(`^Upload image for ${name}`)).setInputFiles({
      name: "jimny.png",
      mimeType: "image/png",
      buffer: bytes,
    });
    await expect.poll(() => row.locator("img").getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    await page.getByRole("button", { name: new RegExp(`^Save ${name}`) }).click();
    await waitForToast(page, "Vehicle updated successfully");
    await expect.poll(() => row.locator("img").getAttribute("src")).toMatch(/^\/api\/images\/\d+\?variant=thumb$/);
    expect(await row.locator("img").getAttribute("src")).not.toBe(before);
  });

  it("shows every Admin Vehicles column at 1280 px: the table scrolls sideways, never cuts one", async () => {
    const page = await adminPage();
    expect(page.viewportSize()?.width).toBe(1280);
    await page.goto("/admin/vehicles");
    await page.getByRole("columnheader", { name: "Monthly" }).waitFor();
    const container = page.locator('[data-slot="table-container"]');
    // The page itself never scrolls sideways; the table does, inside its card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await container.evaluate((el) => getComputedStyle(el).overflowX)).toBe("auto");
    expect(await container.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // The prices, Monthly the last of them, are in full view at first, left of the sticky Actions column.
    const isInView = (name: string) =>
      container.evaluate((el, name) => {
        const [head, actions] = [name, "Actions"].map((text) =>
          [...el.querySelectorAll("th")].find((th) => th.textContent === text)?.getBoundingClientRect(),
        );
        const box = el.getBoundingClientRect();
        return !!head && !!actions && head.left >= box.left - 0.5 && head.right <= actions.left + 0.5;
      }, name);
    expect(await isInView("Monthly")).toBe(true);
    // Every column can be scrolled wholly into view left of the sticky Actions column.
    const cut = await container.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const heads = [...el.querySelectorAll("th")];
      const actions = heads.find((th) => th.textContent === "Actions");
      if (!actions || actions.getBoundingClientRect().right > box.right + 0.5) return ["Actions"];
      return heads
        .filter((th) => th !== actions)
        .filter((th) => {
          el.scrollLeft = th.offsetLeft;
          const r = th.getBoundingClientRect();
          return r.left < box.left - 0.5 || r.right > actions.getBoundingClientRect().left + 0.5;
        })
        .map((th) => th.textContent);
    });
    expect(cut).toEqual([]);
    await container.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    await screenshot(page, "admin-vehicles-1280-scrolled-end");
  });

  it("archives a vehicle after confirming, shows it under 'Show archived', and unarchives it", async () => {
    const page = await adminPage();
    await page.goto("/admin/vehicles");
    await page.getByLabel("Search vehicles").fill("Primavera");
    const archive = page.getByRole("button", { name: /^Archive Vespa Primavera 125/ });
    await archive.click();
    const dialog = page.getByRole("alertdialog", { name: "Archive Vehicle" });
    await dialog.getByRole("button", { name: "Archive" }).click();
    await waitForToast(page, "Vehicle archive status updated successfully");
    await page.getByText("No vehicles found matching the criteria.").waitFor();

    await page.getByRole("switch", { name: "Show archived vehicles" }).click();
    const row = page.locator("tbody tr").filter({ hasText: "Primavera" });
    await row.getByText("Archived", { exact: true }).waitFor();
    await row.getByText("Can be deleted").waitFor();
    await page.getByRole("button", { name: /^Unarchive Vespa Primavera 125/ }).click();
    await page
      .getByRole("alertdialog", { name: "Unarchive Vehicle" })
      .getByRole("button", { name: "Unarchive" })
      .click();
    await waitForToast(page, "Vehicle archive status updated successfully");
    await row.getByText("Active", { exact: true }).waitFor();
  });

  it("filters vehicles by company", async () => {
    const page = await adminPage();
    await page.goto("/admin/vehicles");
    await page.getByLabel("Company").click();
    await page.getByRole("option", { name: "Portsmouth Auto Hire" }).click();
    const rows = page.locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(3);
    for (const text of await rows.allTextContents()) expect(text).toContain("Portsmouth Auto Hire");
  });

  it("manages users: search, toggles, and no way to deactivate oneself", async () => {
    const page = await adminPage();
    await page.goto("/");
    // The admin's bar leads to Manage Users, and has no My Bookings: the admin books nothing.
    const bar = page.getByRole("navigation", { name: "Main" });
    expect(await bar.getByRole("link", { name: "My Bookings" }).count()).toBe(0);
    await bar.getByRole("link", { name: "Manage Users" }).click();
    await page.waitForURL("**/admin/users");
    await page.getByRole("columnheader", { name: "Vehicles" }).waitFor();
    await screenshot(page, "admin-users-desktop");
    await expect.poll(() => page.getByRole("switch", { name: /your own account/ }).isDisabled()).toBe(true);

    await page.getByLabel("Search users").fill("company5");
    await expect.poll(() => page.locator("tbody tr").count()).toBe(1);
    const featured = page.getByRole("switch", { name: "Featured: company5" });
    expect(await featured.getAttribute("aria-checked")).toBe("false");
    await featured.click();
    await waitForToast(page, "User updated successfully");
    await page.getByRole("switch", { name: "Featured: company5", checked: true }).waitFor();
    await featured.click();
    await page.getByRole("switch", { name: "Featured: company5", checked: false }).waitFor();
  });

  it("shows undelivered mails from the dashboard, none while every mail went out", async () => {
    for (const mobile of [false, true]) {
      const page = await adminPage({ mobile });
      await page.goto("/admin/dashboard");
      await page.getByRole("link", { name: /Undelivered Mails/ }).click();
      await page.getByRole("heading", { name: "Undelivered Mails" }).waitFor();
      await page.getByText("Every mail was delivered").waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, mobile ? "admin-mails-mobile" : "admin-mails-desktop");
    }
  });

  it("keeps the admin tables inside a 375 px phone screen, scrolling them sideways", async () => {
    const page = await adminPage({ mobile: true });
    for (const path of ["/admin/companies", "/admin/vehicles", "/admin/users", "/admin/dashboard"]) {
      await page.goto(path);
      await page.locator("main h1").waitFor();
      await page.locator("main table, main ul").first().waitFor();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page, path).toBeLessThanOrEqual(widths.viewport);
    }
    await page.goto("/admin/vehicles");
    const container = page.locator('[data-slot="table-container"]');
    await container.waitFor();
    const scrolls = await container.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrolls).toBe(true);
    await screenshot(page, "admin-vehicles-mobile");
  });
});
