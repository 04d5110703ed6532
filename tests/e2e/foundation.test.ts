import { expect, it } from "vitest";
import {
  accessibilityViolations,
  describeInBrowser,
  loginThroughUi,
  menuButton,
  screenshot,
  uniqueName,
} from "./browser";
import { ADMIN, demoLogin } from "./constants";

describeInBrowser("foundation: accounts, guards and navigation", (session) => {
  it("registers a company, shows Dashboard and Profile, then logs out", async () => {
    const page = await session.newPage();
    await page.goto("/auth");
    await page.getByRole("heading", { name: "Welcome to CarRental" }).waitFor();
    await page.getByRole("heading", { name: "Car Rental Platform" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("tab", { name: "Register Company" }).click();

    // Client-side validation shows the schemas' messages before anything is sent.
    await page.getByRole("button", { name: "Register Company" }).click();
    await page.getByText("Password must be at least 8 characters").waitFor();
    await page.getByText("Phone number must be at least 10 digits").waitFor();
    await screenshot(page, "auth-register-errors");

    const username = uniqueName("e2e");
    await page.getByLabel("Company Username").fill(username);
    await page.getByLabel("Company Name").fill("Waitukubuli Wheels");
    await page.getByLabel("Contact Email").fill(`${username}@example.com`);
    await page.getByLabel("Contact Phone").fill("7674401234");
    await page.getByLabel("Password").fill("password123");
    await page.getByRole("button", { name: "Register Company" }).click();
    // Registering lands on what happens next (tests/e2e/onboarding.test.ts follows it further).
    await page.waitForURL((url) => url.pathname === "/company/welcome");

    await page.goto("/vehicles");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Dashboard" }).waitFor();
    await nav.getByRole("link", { name: "Profile" }).waitFor();
    await expect(page.getByTestId("nav-username").textContent()).resolves.toBe(username);
    await screenshot(page, "navbar-company-desktop");

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/vehicles");
    await page.getByRole("link", { name: "Login" }).waitFor();
    expect(await nav.getByRole("link", { name: "Dashboard" }).count()).toBe(0);
  });

  it("shows the 'Login failed' toast with the server's message on bad credentials", async () => {
    const page = await session.newPage();
    await page.goto("/auth");
    await page.getByLabel("Username", { exact: true }).fill("nobody-here");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByText("Login failed", { exact: true }).waitFor();
    await page.getByText("Invalid username or password", { exact: true }).waitFor();
    await screenshot(page, "auth-login-failed");
    expect(new URL(page.url()).pathname).toBe("/auth");
  });

  it("sends a visitor from /bookings to /auth, and a company from its login and /auth to its dashboard", async () => {
    const page = await session.newPage();
    await page.goto("/bookings");
    await page.waitForURL((url) => url.pathname === "/auth");
    await loginThroughUi(page, demoLogin("company1").username, demoLogin("company1").password);
    await page.waitForURL((url) => url.pathname === "/company/dashboard");
    await page.getByRole("heading", { name: "Company Dashboard" }).waitFor();
    await page.goto("/auth");
    await page.waitForURL((url) => url.pathname === "/company/dashboard");
  });

  it("lands an admin on the admin dashboard, and tells an account without a company what company screens are for", async () => {
    const page = await session.newPage({ mobile: true });
    await loginThroughUi(page, ADMIN.username, ADMIN.password);
    await page.waitForURL((url) => url.pathname === "/admin/dashboard");
    for (const path of ["/company/dashboard", "/company/profile"]) {
      await page.goto(path);
      await page.getByRole("heading", { name: "For rental companies" }).waitFor();
      expect(await page.getByRole("button", { name: "Add Vehicle" }).count()).toBe(0);
      expect(await page.getByText("Company ID not found").count()).toBe(0);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "company-screen-without-company-375");
    await page.getByRole("main").getByRole("link", { name: "Admin Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/dashboard");
  });

  it("shows Access Denied to a company user on an admin page", async () => {
    const page = await session.newPage();
    await loginThroughUi(page, demoLogin("company1").username, demoLogin("company1").password);
    await page.goto("/admin/dashboard");
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    await page.getByText("You must be an admin to view this page.").waitFor();
  });

  it("shows the 404 text for an unknown path", async () => {
    const page = await session.newPage();
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404); // the shell answers with the status crawlers read; the client shows the screen
    expect(await page.title()).toBe("404 Page Not Found");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
  });

  it("opens and closes the mobile menu, which closes on navigation", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto("/companies");
    const toggle = menuButton(page, "Open menu");
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await menu.waitFor();
    await screenshot(page, "navbar-mobile-open");
    await menuButton(page, "Close menu").click();
    await menu.waitFor({ state: "detached" });
    await menuButton(page, "Open menu").click();
    await menu.getByRole("link", { name: "Vehicles" }).click();
    await page.waitForURL((url) => url.pathname === "/vehicles");
    await menu.waitFor({ state: "detached" });
  });
});
