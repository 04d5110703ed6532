import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import {
  accessibilityViolations,
  describeInBrowser,
  menuButton,
  screenshot,
  uniqueName,
  waitForToast,
} from "./browser";

const SHOTS = process.env.SHOTS_DIR;
const day = (n: number) => addDays(todayInDominica(), n);

/** A full-page screenshot under test-results, and a copy where the reviewer looks when SHOTS_DIR is set. */
async function shoot(page: Page, name: string) {
  await screenshot(page, name);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Fills the sign-up form as a person would. */
async function fillSignUp(page: Page, renter: { fullName: string; email: string; phone: string }) {
  await page.getByLabel("Full Name").fill(renter.fullName);
  await page.getByLabel("Email").fill(renter.email);
  await page.getByLabel("Password").fill("password123");
  await page.getByLabel("Phone", { exact: true }).fill(renter.phone);
  await page.getByLabel("Nationality").fill("British");
}

describeInBrowser("a renter's account", (session) => {
  it("signs up from the auth page, books with the form prefilled, finds the request in My Bookings and cancels it", async () => {
    const page = await session.newPage();
    const email = `${uniqueName("rosa")}@example.com`;
    await page.goto("/auth");
    // The spec's two tabs stay; the renter's way in is beneath them.
    await page.getByRole("tab", { name: "Login" }).waitFor();
    await page.getByRole("tab", { name: "Register Company" }).waitFor();
    await page.getByRole("link", { name: "Create a renter account" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-up");
    await page.getByRole("heading", { name: "Create your renter account", level: 1 }).waitFor();

    // The form's own rules speak before anything is sent.
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Full name is required").waitFor();
    await page.getByText("Nationality is required").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await shoot(page, "renter-sign-up-desktop");

    await fillSignUp(page, { fullName: "Rosa Renter", email, phone: "+44 20 7946 0958" });
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => url.pathname === "/bookings");
    await page.getByRole("heading", { name: "My Bookings", level: 1 }).waitFor();
    await page.getByText("You don't have any bookings yet.").waitFor();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Bookings" }).waitFor();

    // Book Now, signed in: the profile fills the personal details.
    await page.goto("/vehicles");
    const card = page.getByRole("region", { name: "Vehicles" }).getByRole("article").first();
    const vehicleName = (await card.getByRole("heading").first().textContent())?.trim() ?? "";
    await card.getByRole("button", { name: "Book Now" }).click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.getByLabel("Full Name").inputValue()).toBe("Rosa Renter");
    expect(await dialog.getByLabel("Email").inputValue()).toBe(email);
    expect(await dialog.getByLabel("Phone", { exact: true }).inputValue()).toBe("+442079460958");
    expect(await dialog.getByLabel("Nationality").inputValue()).toBe("British");
    await dialog.getByLabel("Date of Birth").fill("1990-04-02");
    await dialog.getByLabel("Driver's License Number").fill("AB123456");
    await dialog.getByLabel("License Class").fill("B");
    await dialog.getByLabel("License First Issued").fill("2010-06-01");
    await dialog.getByLabel("License Issuing Country").fill("United Kingdom");
    await dialog.getByLabel("Driving Experience (years)").fill("14");
    await dialog.getByLabel("Start Date").fill(day(150));
    await dialog.getByLabel("End Date").fill(day(153));
    await dialog.getByRole("button", { name: "Send via WhatsApp" }).click();
    const recorded = dialog.getByTestId("request-recorded");
    await recorded.waitFor();
    const reference =
      /DR-[0-9A-Z]{5}/.exec((await recorded.getByRole("heading", { name: /^Request DR-/ }).textContent()) ?? "")?.[0] ??
      "";
    expect(reference).toMatch(/^DR-/);
    // Already in the account: no sign-up invitation, the way to My Bookings instead.
    expect(await recorded.getByRole("link", { name: "Keep your requests in one place" }).count()).toBe(0);
    await recorded.getByRole("link", { name: "See it in My Bookings" }).click();

    await page.waitForURL((url) => url.pathname === "/bookings");
    const booking = page.getByTestId("booking-card").filter({ hasText: reference });
    await booking.waitFor();
    await booking.getByRole("heading", { name: vehicleName }).waitFor();
    await booking.getByTestId("booking-status").getByText("Pending", { exact: true }).waitFor();
    const whatsapp = booking.getByRole("link", { name: /^WhatsApp / });
    expect(decodeURIComponent((await whatsapp.getAttribute("href")) ?? "")).toContain(`about my request ${reference}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shoot(page, "renter-my-bookings-desktop");

    // Cancel asks first; keeping it changes nothing.
    await booking.getByRole("button", { name: "Cancel request" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel this request?" });
    await confirm.getByRole("button", { name: "Keep it" }).click();
    await confirm.waitFor({ state: "hidden" });
    await booking.getByTestId("booking-status").getByText("Pending", { exact: true }).waitFor();
    await booking.getByRole("button", { name: "Cancel request" }).click();
    await confirm.getByRole("button", { name: "Cancel request" }).click();
    await waitForToast(page, "Your request has been cancelled. The company has been told.");
    await booking.getByTestId("booking-status").getByText("Cancelled", { exact: true }).waitFor();
    expect(await booking.getByRole("button", { name: "Cancel request" }).count()).toBe(0);
    await shoot(page, "renter-cancelled-desktop");

    // Logging in again brings the renter straight to My Bookings.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/auth");
    await page.getByLabel("Username", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("password123");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/bookings");
    await page.getByTestId("booking-card").filter({ hasText: reference }).waitFor();
  }, 150_000); // a whole journey of page loads on a shared machine

  it("at 375 px and in French: a visitor's request joins the account made from its link", async () => {
    const page = await session.newPage({ mobile: true });
    const [vehicle] = (await (await page.request.get("/api/vehicles")).json()) as { id: number }[];
    const email = `${uniqueName("lea")}@example.com`;
    const sent = await page.request.post("/api/booking-requests", {
      data: {
        vehicleId: vehicle?.id,
        fullName: "Léa Martin",
        email,
        phone: "+33 6 12 34 56 78",
        nationality: "Française",
        dateOfBirth: "1991-02-03",
        driverLicenseNumber: "FR123456",
        licenseClass: "B",
        licenseFirstIssued: "2011-06-01",
        licenseCountry: "France",
        drivingExperienceYears: 12,
        needsDominicanPermit: true,
        paymentMethod: "cash",
        startDate: day(160),
        endDate: day(162),
        pickupLocation: "roseau",
        dropoffLocation: "roseau",
        includeInsurance: true,
        language: "fr",
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { reference, statusUrl } = (await sent.json()) as { reference: string; statusUrl: string };

    // The status page's "Keep your requests in one place" carries the request's secret.
    await page.goto(new URL(statusUrl).pathname);
    await page.getByRole("link", { name: "Gardez vos demandes au même endroit" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-up" && url.searchParams.has("request"));
    await page.getByRole("heading", { name: "Créez votre compte locataire", level: 1 }).waitFor();
    await page.getByText("La demande d'où vous venez rejoindra votre nouveau compte.").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await shoot(page, "renter-sign-up-mobile-fr");

    // Beside it, a login for a renter who already has an account (issue 38): the sign-up's own form.
    const signUpForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Créer le compte" }) });
    await signUpForm.getByLabel("Nom complet").fill("Léa Martin");
    await signUpForm.getByLabel("E-mail").fill(email);
    await signUpForm.getByLabel("Mot de passe").fill("password123");
    await signUpForm.getByLabel("Téléphone", { exact: true }).fill("+33 6 12 34 56 78");
    await signUpForm.getByLabel("Nationalité").fill("Française");
    await signUpForm.getByRole("button", { name: "Créer le compte" }).click();
    await page.waitForURL((url) => url.pathname === "/bookings");
    await page.getByRole("heading", { name: "Mes réservations", level: 1 }).waitFor();
    const booking = page.getByTestId("booking-card").filter({ hasText: reference });
    await booking.getByTestId("booking-status").getByText("En attente", { exact: true }).waitFor();
    await booking.getByRole("button", { name: "Annuler la demande" }).waitFor();
    // The page fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shoot(page, "renter-my-bookings-mobile-fr");

    await menuButton(page, "Ouvrir le menu").click();
    const menu = page.locator("#mobile-menu");
    await menu.getByRole("link", { name: "Mes réservations" }).waitFor();
    await menu.getByText("Locataire", { exact: true }).waitFor();
    await shoot(page, "renter-menu-mobile-fr");
  });
});
