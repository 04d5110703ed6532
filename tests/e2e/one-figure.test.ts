import { expect, it } from "vitest";
import type { PublicVehicle } from "../../src/domain/contracts/vehicles";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { quoteAsShown } from "../../src/domain/pricing";
import { accessibilityViolations, describeInBrowser, screenshot } from "./browser";

const today = todayInDominica();
/** "EC$1 606,50" as a number (French digits: narrow spaces, a decimal comma). */
const frenchAmount = (text: string) =>
  Number(
    text
      .replace(/[^\d,−-]/g, "")
      .replace(",", ".")
      .replace("−", "-"),
  );

describeInBrowser("one amount, one figure: the Martinique visitor (issue 38)", (session) => {
  it("reads EC$ first with cents and the company's US$ after, lines adding up, never a bare $ (375 px, French)", async () => {
    const page = await session.newPage({ mobile: true });
    const vehicles = (await (await page.request.get("/api/vehicles?q=RAV4")).json()) as PublicVehicle[];
    const vehicle = vehicles.find((v) => v.currency === "USD");
    if (!vehicle) throw new Error("no US$ vehicle listed");
    const start = addDays(today, 40);
    const end = addDays(today, 47);
    // The currency link (as the preferences bar's) remembers EC$ in the visitor's cookie.
    await page.goto(`/vehicles/${vehicle.id}?start=${start}&end=${end}&lang=fr&currency=XCD`);
    const total = page.getByTestId("booking-total");
    await expect.poll(() => total.textContent()).toMatch(/^EC\$[\d\u202f\u00a0]+,\d\d \(US\$[\d\u202f\u00a0]+,\d\d\)$/);

    // The visitor's lines add up to the visitor's figure, in EC$ with cents.
    const amounts = (await page.getByTestId("price-line-amount").allTextContents()).map((text) => {
      expect(text).toMatch(/^EC\$[\d\u202f\u00a0]+,\d\d$/);
      return frenchAmount(text);
    });
    const shown = frenchAmount((await total.textContent())?.split(" (")[0] ?? "");
    expect(Math.round(amounts.reduce((sum, amount) => sum + amount, 0) * 100) / 100).toBe(shown);

    // The page's figure is the quote's, converted line by line.
    const quote = await (
      await page.request.get(`/api/vehicles/${vehicle.id}/quote?startDate=${start}&endDate=${end}`)
    ).json();
    expect(shown).toBe(quoteAsShown(quote, "XCD").total);

    // No amount anywhere on the page is written with a bare "$".
    const body = (await page.locator("main").textContent()) ?? "";
    expect(body.match(/(?<![A-Z])\$\d/g)).toBeNull();

    await total.scrollIntoViewIfNeeded();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "one-figure-martinique-375", { fullPage: false });
  });
});
