import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { fr } from "../../src/domain/i18n/translations/fr";
import { fillValidBooking, sendBookNow } from "./booking-dialog";
import { accessibilityViolations, describeInBrowser, screenshot, uniqueName } from "./browser";
import { waitForMail } from "./mailbox";

const day = (n: number) => addDays(todayInDominica(), n);

/** A renter account made through the API of the page's context (the page is then logged in). */
async function signUp(page: Page, language: "en" | "fr") {
  const email = `${uniqueName("owner")}@example.com`;
  const response = await page.request.post("/api/renters", {
    data: {
      fullName: "Olga Owner",
      email,
      password: "password123",
      phone: "+1 441 555 0100",
      nationality: "Canadian",
      language,
    },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return email;
}

/** The path and query of the mailed verification link, to open on the test's own server. */
const verifyPath = (links: string[]) => {
  const link = links.find((url) => url.includes("/verify-email?token="));
  if (!link) throw new Error("no verification link in the mail");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describeInBrowser("the renter owns the renter's requests (issue 38, point 6)", (session) => {
  it("at 375 px: a renter with an account books signed out with the same email, verifies, and finds the request in My Bookings", async () => {
    const account = await session.newPage({ mobile: true });
    const email = await signUp(account, "en");

    // Signed out, on another device, with the account's address.
    const visitor = await session.newPage({ mobile: true });
    await visitor.goto("/vehicles");
    await visitor
      .getByRole("region", { name: "Vehicles" })
      .getByRole("article")
      .first()
      .getByRole("button", { name: "Book Now" })
      .click();
    await fillValidBooking(visitor, email);
    const dialog = visitor.getByRole("dialog");
    await dialog.getByLabel("Start Date").fill(day(150));
    await dialog.getByLabel("End Date").fill(day(153));
    const sent = await sendBookNow(visitor);
    expect(sent.isRecorded, (await dialog.textContent()) ?? "").toBe(true);
    const reference = /DR-[0-9A-Z]{5}/.exec(sent.text)?.[0] ?? "";
    expect(reference).toMatch(/^DR-/);

    // Until the address is proved, My Bookings holds nothing of it, and says how to prove it.
    await account.goto("/bookings");
    const notice = account.getByRole("region", { name: "Confirm your email" });
    await notice.waitFor();
    await notice.getByText(email).waitFor();
    expect(await account.getByTestId("booking-card").filter({ hasText: reference }).count()).toBe(0);
    expect(await accessibilityViolations(account)).toEqual([]);
    await screenshot(account, "renter-verify-notice-mobile");

    const mail = await waitForMail({ to: email, subject: "Confirm your email address" });
    await account.goto(verifyPath(mail.links));
    await account.getByRole("heading", { name: "Confirm your email", level: 1 }).waitFor();
    expect(await accessibilityViolations(account)).toEqual([]);
    await screenshot(account, "renter-verify-page-mobile");
    await account.getByRole("button", { name: "Confirm my email" }).click();
    await account.getByRole("heading", { name: "Your email is verified", level: 1 }).waitFor();
    await account.getByText("1 request sent with it joined your account.").waitFor();
    await screenshot(account, "renter-verified-mobile");

    await account.getByRole("link", { name: "Open My Bookings" }).click();
    await account.waitForURL((url) => url.pathname === "/bookings");
    await account.getByTestId("booking-card").filter({ hasText: reference }).waitFor();
    expect(await account.getByRole("region", { name: "Confirm your email" }).count()).toBe(0);
    expect(await accessibilityViolations(account)).toEqual([]);
    await screenshot(account, "renter-owns-request-mobile");
  });

  it("in French at 1280 px: the link's mail and page speak the account's language, and a used link says so", async () => {
    const page = await session.newPage();
    const email = await signUp(page, "fr");
    const mail = await waitForMail({ to: email, subject: "Confirmez votre adresse e-mail" });
    const path = verifyPath(mail.links);
    await page.goto(`${path}&lang=fr`);
    await page.getByRole("heading", { name: fr["Confirm your email"], level: 1 }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "renter-verify-page-fr-desktop");
    await page.getByRole("button", { name: fr["Confirm my email"] }).click();
    await page.getByRole("heading", { name: fr["Your email is verified"], level: 1 }).waitFor();
    await page.getByRole("link", { name: fr["Open My Bookings"] }).waitFor();
    await screenshot(page, "renter-verified-fr-desktop");

    const again = await session.newPage();
    await again.goto(`${path}&lang=fr`);
    await again.getByRole("button", { name: fr["Confirm my email"] }).click();
    await again
      .getByRole("alert")
      .filter({ hasText: fr["This verification link is not valid or has expired. Send a new one from My Bookings."] })
      .first()
      .waitFor();
  });

  it("at 375 px: the recorded request's 'keep your requests' link lets a renter who has an account log in and keep it", async () => {
    const account = await session.newPage({ mobile: true });
    const email = await signUp(account, "en");
    const page = await session.newPage({ mobile: true });
    await page.goto("/vehicles");
    await page
      .getByRole("region", { name: "Vehicles" })
      .getByRole("article")
      .nth(1)
      .getByRole("button", { name: "Book Now" })
      .click();
    await fillValidBooking(page, `${uniqueName("other")}@example.com`);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Start Date").fill(day(160));
    await dialog.getByLabel("End Date").fill(day(162));
    const sent = await sendBookNow(page);
    expect(sent.isRecorded, (await dialog.textContent()) ?? "").toBe(true);
    const reference = /DR-[0-9A-Z]{5}/.exec(sent.text)?.[0] ?? "";
    await dialog.getByRole("link", { name: "Keep your requests in one place" }).click();
    await page.waitForURL((url) => url.pathname === "/sign-up");
    const login = page.getByRole("button", { name: "Login" });
    await page.getByText("Log in to keep this request").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "renter-keep-request-login-mobile");
    const card = page.locator("form").filter({ has: login });
    await card.getByLabel("Username").fill(email);
    await card.getByLabel("Password").fill("password123");
    await login.click();
    await page.waitForURL((url) => url.pathname === "/bookings");
    await page.getByTestId("booking-card").filter({ hasText: reference }).waitFor();
  });
});
