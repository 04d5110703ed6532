import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { STATUS_COLORS } from "../../src/client/features/company-dashboard/components/calendar-colors";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { makeImage } from "../helpers/images";
import {
  accessibilityViolations,
  describeInBrowser,
  loginThroughUi,
  registerCompany,
  screenshot,
  uniqueName,
  waitForToast,
} from "./browser";
import { demoLogin } from "./constants";

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** Drags with the mouse from one day cell to another on a vehicle's calendar row. */
async function dragDays(page: Page, vehicleId: number, from: string, to: string) {
  const cell = (day: string) => page.locator(`[data-vehicle-id="${vehicleId}"][data-day="${day}"]`);
  await cell(from).scrollIntoViewIfNeeded();
  const start = await cell(from).boundingBox();
  const end = await cell(to).boundingBox();
  if (!start || !end) throw new Error("calendar cells not visible");
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 });
  await page.mouse.up();
}

describeInBrowser("company workspace", (session) => {
  it("adds, shows, edits, blocks, unblocks and deletes a vehicle", async () => {
    const page = await session.newPage();
    const username = uniqueName("fleet");
    await registerCompany(page, username, "Roseau Rides");
    await page.goto("/company/dashboard");
    await page.getByRole("heading", { name: "Company Dashboard" }).waitFor();
    await page.getByText("Your listings go public once an admin approves your company.", { exact: false }).waitFor();
    await page.getByText("No vehicles available", { exact: true }).waitFor();

    // The dialog opens with its defaults; submitting them shows the validation messages.
    await page.getByRole("button", { name: "Add Vehicle" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Vehicle" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Year").inputValue()).toBe(todayInDominica().slice(0, 4));
    // Issue 42: no expiry date that could never be saved; both start empty and are required.
    expect(await dialog.getByLabel("Insurance Expiry Date").inputValue()).toBe("");
    expect(await dialog.getByLabel("License Expiry Date").inputValue()).toBe("");
    expect(await dialog.getByLabel("Doors").inputValue()).toBe("4");
    expect(await dialog.getByLabel("Seats").inputValue()).toBe("5");
    await dialog.getByRole("button", { name: "Save Vehicle" }).click();
    await dialog.getByText("Make is required").waitFor();
    await dialog.getByText("Insurance expiry date is required").waitFor();
    await dialog.getByText("License expiry date is required").waitFor();
    // Above the Save button, not a toast over it.
    await dialog
      .getByRole("alert")
      .filter({ hasText: "Failed to save vehicle. Please check all fields are filled correctly." })
      .waitFor();

    const today = todayInDominica();
    await dialog.getByLabel("Make").fill("Suzuki");
    await dialog.getByLabel("Model").fill("Jimny");
    await dialog.getByLabel("Type", { exact: true }).click();
    await page.getByRole("option", { name: "SUV" }).click();
    await dialog.getByLabel("Daily Price (US$)").fill("70");
    await dialog.getByLabel("Weekly Price (US$)").fill("420");
    await dialog.getByLabel("Monthly Price (US$)").fill("1500");
    await dialog.getByLabel("Insurance Expiry Date").fill(addDays(today, 120));
    await dialog.getByLabel("License Expiry Date").fill(addDays(today, 20));
    const { bytes } = await makeImage("png", 1200, 800);
    await dialog.getByLabel("Vehicle Image").setInputFiles({ name: "jimny.png", mimeType: "image/png", buffer: bytes });
    await dialog.getByRole("img", { name: "Vehicle preview" }).waitFor();
    await dialog.getByText("Maximum image size 5MB. Recommended size 1200x800px (3:2).").waitFor();
    await dialog.getByRole("button", { name: "Save Vehicle" }).click();
    await waitForToast(page, "Vehicle added successfully");
    await dialog.waitFor({ state: "detached" });

    const [vehicle] = (await (await page.request.get("/api/company/vehicles")).json()) as {
      id: number;
      image: string;
    }[];
    if (!vehicle) throw new Error("the vehicle was not saved");
    expect(vehicle.image).toMatch(/^\/api\/images\/\d+$/);
    const card = page.getByTestId(`vehicle-card-${vehicle.id}`);
    await card.getByText("Suzuki Jimny").waitFor();
    expect(await card.getByRole("img", { name: "Suzuki Jimny" }).getAttribute("src")).toBe(
      `${vehicle.image}?variant=thumb`,
    );
    await card.getByText("Active", { exact: true }).waitFor();
    await card.getByText("Available", { exact: true }).waitFor();
    await card.getByText(/^License expires on/).waitFor(); // within 30 days
    const row = page.getByTestId(`calendar-row-${vehicle.id}`);
    await row.getByText("Suzuki Jimny").waitFor();
    await row.getByText("suv").waitFor();

    // Edit.
    await card.getByRole("button", { name: "Edit Suzuki Jimny" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Vehicle" });
    expect(await editDialog.getByLabel("Make").inputValue()).toBe("Suzuki");
    await editDialog.getByLabel("Daily Price (US$)").fill("95");
    await editDialog.getByRole("button", { name: "Save Vehicle" }).click();
    await waitForToast(page, "Vehicle updated successfully");
    await card.getByText("US$95.00").waitFor();

    // A day range in the month: if the month is nearly over, use the next one.
    let start = addDays(today, 1);
    if (Number(today.slice(8)) > 25) {
      await page.getByRole("button", { name: "Next month" }).click();
      start = `${addDays(today, 10).slice(0, 7)}-02`;
    }
    const end = addDays(start, 2);
    await dragDays(page, vehicle.id, start, end);
    const manage = page.getByRole("dialog", { name: /Manage Unavailability Periods/ });
    await manage.getByText("— Suzuki Jimny").waitFor();
    await manage.getByText("No unavailability periods set").waitFor();
    expect(await manage.getByLabel("Start Date").inputValue()).toBe(start);
    expect(await manage.getByLabel("End Date").inputValue()).toBe(end);
    await manage.getByLabel("Reason").click();
    await page.getByRole("option", { name: "Cleaning" }).click();
    await manage.getByRole("button", { name: "Add Period" }).click();
    await waitForToast(page, "Unavailability period added");
    await manage.locator('[data-testid^="period-"]').getByText("Cleaning", { exact: true }).waitFor();
    await manage.getByRole("button", { name: "Close" }).click();
    await manage.waitFor({ state: "detached" });

    const block = page.getByTestId(`calendar-block-${vehicle.id}`);
    await block.waitFor();
    expect(await block.getAttribute("data-status")).toBe("cleaning");
    expect(await block.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(STATUS_COLORS.cleaning));
    expect(await row.locator(`[data-day="${start}"]`).getAttribute("aria-label")).toContain(": Cleaning");
    await screenshot(page, "company-dashboard-desktop");

    // Keyboard: Enter on the first day, arrows, Enter on the last day opens the same dialog.
    await row.locator(`[data-day="${start}"]`).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await manage.waitFor();
    expect(await manage.getByLabel("End Date").inputValue()).toBe(addDays(start, 1));
    await manage.getByRole("button", { name: /^Remove period from/ }).click();
    await waitForToast(page, "Unavailability period removed");
    await manage.getByText("No unavailability periods set").waitFor();
    await manage.getByRole("button", { name: "Close" }).click();
    await block.waitFor({ state: "detached" });

    // Delete permanently.
    await card.getByRole("button", { name: "Delete Suzuki Jimny permanently" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Permanently" });
    await confirm.getByText("This action cannot be undone.", { exact: false }).waitFor();
    for (const item of [
      "All booking records",
      "All customer reviews",
      "All unavailability periods",
      "All images and details",
    ]) {
      await confirm.getByText(item).waitFor();
    }
    await confirm.getByRole("button", { name: "Delete Permanently" }).click();
    await waitForToast(page, "Vehicle Deleted");
    await card.waitFor({ state: "detached" });
    await page.getByText("No vehicles available", { exact: true }).waitFor();
    expect((await page.request.get(vehicle.image)).status()).toBe(404);
  });

  it("shows a seeded fleet's calendar at desktop and phone width", async () => {
    for (const mobile of [false, true]) {
      const page = await session.newPage({ mobile });
      await loginThroughUi(page, demoLogin("company1").username, demoLogin("company1").password);
      await page.goto("/company/dashboard");
      await page.getByRole("grid").waitFor();
      await page.locator('[data-status="documents-expired"]').first().waitFor();
      // The demo's maintenance is 5 to 7 days ahead: in next month's grid near the end of a month.
      const today = todayInDominica();
      if (addDays(today, 5).slice(0, 7) !== today.slice(0, 7)) {
        await page.getByRole("button", { name: "Next month" }).click();
      }
      await page.locator('[data-status="in-service"]').first().waitFor();
      await page.getByRole("heading", { name: "Vehicle Bookings" }).waitFor();
      // The calendar scrolls inside itself; the page never scrolls sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Every section is named by its heading (no id with spaces), headings go in order, and axe finds nothing.
      for (const name of ["Fleet Availability Calendar", "Active Vehicles", "Vehicle Bookings"]) {
        await page.getByRole("heading", { level: 2, name }).waitFor();
      }
      await page.getByRole("region", { name: "Active Vehicles" }).waitFor();
      expect(await accessibilityViolations(page, { strict: true })).toEqual([]);
      await screenshot(page, mobile ? "company-dashboard-375" : "company-dashboard-demo-desktop");
      if (mobile) {
        await page.getByRole("button", { name: "Add Vehicle" }).click();
        await page.getByRole("dialog", { name: "Add New Vehicle" }).waitFor();
        await screenshot(page, "company-vehicle-dialog-375");
      }
    }
  });

  it("updates the profile and copies the landing page URL", async () => {
    const page = await session.newPage();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: session.baseURL });
    const user = await registerCompany(page, uniqueName("profile"), "Portsmouth Cars");
    await page.goto("/company/profile");
    await page.getByRole("heading", { name: "Update Profile Information" }).waitFor();
    const urlInput = page.getByLabel("Landing Page URL");
    expect(await urlInput.inputValue()).toBe(`${session.baseURL}/companies/${user.companyId}`);
    await page.getByText("Share this URL with potential customers to showcase your vehicles.").waitFor();
    expect(await page.getByLabel("Country", { exact: true }).inputValue()).toBe("Dominica");
    expect(await page.getByLabel("Country", { exact: true }).isDisabled()).toBe(true);

    await page.getByLabel("Company Name").fill("");
    await page.getByLabel("Address").fill("");
    await page.getByRole("button", { name: "Update Profile" }).click();
    await page.getByText("Company name is required").waitFor();
    await page.getByText("Address is required").waitFor();

    await page.getByLabel("Company Name").fill("Portsmouth Car Hire");
    await page.getByLabel("Address").fill("3 Bay Street");
    await page.getByLabel("City/Village").fill("Portsmouth");
    await page.getByLabel("Parish").click();
    await page.getByRole("option", { name: "Saint John" }).click();
    await page.getByRole("button", { name: "Update Profile" }).click();
    await waitForToast(page, "Profile Updated");
    await waitForToast(page, "Your company profile has been updated successfully.");
    await page.reload();
    await page.getByRole("heading", { name: "Update Profile Information" }).waitFor();
    expect(await page.getByLabel("Company Name").inputValue()).toBe("Portsmouth Car Hire");
    expect(await page.getByLabel("Parish").textContent()).toContain("Saint John");

    const copy = page.getByRole("button", { name: "Copy URL" });
    await copy.click();
    await waitForToast(page, "URL Copied");
    await waitForToast(page, "Landing page URL has been copied to clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${session.baseURL}/companies/${user.companyId}`,
    );
    await copy.locator(".lucide-check").waitFor();
    await copy.locator(".lucide-copy").waitFor({ timeout: 5000 });
    await screenshot(page, "company-profile-desktop");
  });
});
