import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { fillValidBooking, sendBookNow } from "./booking-dialog";
import { approveAccount, describeInBrowser, loginThroughUi, screenshot, uniqueName } from "./browser";
import { demoLogin } from "./constants";

const ASSETS = "dist/client/assets";

describeInBrowser("phones that work from abroad (issue 23, item 4)", (session) => {
  it("never sends the number library to the browser: the server reads phones", () => {
    const scripts = readdirSync(ASSETS).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    const withMetadata = scripts.filter((file) =>
      readFileSync(`${ASSETS}/${file}`, "utf8").includes("country_calling_codes"),
    );
    expect(withMetadata).toEqual([]);
  });

  it("registers a company with a French number through the country picker; its page dials it in E.164", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register Company" }).click();
    const username = uniqueName("phone");
    await page.getByLabel("Company Username").fill(username);
    await page.getByLabel("Company Name").fill("Trois-Îlets Auto");
    await page.getByLabel("Contact Email").fill(`${username}@example.com`);
    const country = page.getByLabel("Phone country");
    expect(await country.inputValue()).toBe("DM"); // the island unless chosen
    await country.selectOption("FR");
    await page.getByLabel("Contact Phone").fill("06 12 34 56 78");
    await page.getByLabel("Password").fill("password123");
    await screenshot(page, "phones-register-375");
    const bodyHasNoSidewaysScroll = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(bodyHasNoSidewaysScroll).toBe(true);
    await page.getByRole("button", { name: "Register Company" }).click();
    await page.waitForURL((url) => url.pathname !== "/auth");

    const user = (await (await page.request.get("/api/user")).json()) as { id: number; companyId: number };
    await approveAccount(session, user.id);
    const visitor = await session.newPage({ mobile: true });
    await visitor.goto(`/companies/${user.companyId}`);
    const call = visitor.locator('a[href="tel:+33612345678"]').first();
    await call.waitFor();
    expect(await call.textContent()).toContain("+33612345678");
    const jsonLd = await visitor.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? "{}").telephone).toBe("+33612345678");
  });

  it("shows island numbers readably, dials them in E.164, and reads a renter's Martinique number", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto("/vehicles?search=RAV4");
    const card = page.getByRole("article", { name: "Toyota RAV4" }).first();
    const call = card.getByRole("link", { name: "+1 767-448-2211" });
    expect(await call.getAttribute("href")).toBe("tel:+17674482211");

    await card.getByRole("button", { name: "Book Now" }).click();
    await fillValidBooking(page);
    const dialog = page.getByRole("dialog");
    // Far ahead, clear of the demo bookings and of other tests' requests.
    await dialog.getByLabel("Start Date").fill(addDays(todayInDominica(), 150));
    await dialog.getByLabel("End Date").fill(addDays(todayInDominica(), 152));
    await dialog.getByLabel("Phone country").selectOption("MQ");
    await dialog.getByLabel("Phone", { exact: true }).fill("0696 12 34 56");
    await dialog.getByLabel("Phone", { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/screenshots/phones-booking-form-375.png" });
    const sent = await sendBookNow(page);
    expect(sent.isRecorded).toBe(true);
    expect(sent.url).toMatch(/^https:\/\/wa\.me\/17674482211\?/);
    expect(sent.text).toContain("Phone: +596696123456");
  });

  it("shows the whole number beside the picker in the profile's half-width column on a desktop", async () => {
    const page = await session.newPage();
    const company = demoLogin("company1");
    await loginThroughUi(page, company.username, company.password);
    await page.goto("/company/profile");
    const phone = page.getByLabel("Phone", { exact: true });
    expect(await phone.inputValue()).toBe("+1 767-448-2211");
    expect(await page.getByLabel("Phone country").inputValue()).toBe("DM");
    // An input does not report its text's overflow: the text is measured in the input's own font.
    const fits = await phone.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d");
      if (!context) return false;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return context.measureText(input.value).width <= room;
    });
    expect(fits).toBe(true);
    await phone.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/screenshots/phones-profile-desktop.png" });
  });
});
