import { expect, it } from "vitest";
import { fillValidBooking, sendBookNow } from "./booking-dialog";
import {
  accessibilityViolations,
  companyOfTheSuite,
  describeInBrowser,
  screenshot,
  uniqueName,
  waitForToast,
} from "./browser";

describeInBrowser("a company's places and fees (issue 22, item 1)", (session) => {
  const make = uniqueName("Places");
  const own = companyOfTheSuite(session, {
    username: "places",
    companyName: "Airport Meet Rentals",
    vehicle: { make, model: "Jimny", dailyPrice: 70, weeklyPrice: null, monthlyPrice: null },
  });

  it("the company sets a US$25 airport pick-up and a free Portsmouth office in its profile (1280 px)", async () => {
    await own.company.goto("/company/profile");
    const card = own.company.locator("form", {
      has: own.company.getByRole("button", { name: "Save Places and Fees" }),
    });
    await card.waitFor();
    await card.getByRole("button", { name: "Add a place" }).click();
    await card.getByRole("button", { name: "Add a place" }).click();
    const places = card.getByRole("listitem");
    await places.nth(0).getByLabel("Fee (US$)", { exact: true }).fill("25");
    await places.nth(1).getByLabel("Place", { exact: true }).selectOption("town");
    await card.getByRole("button", { name: "Save Places and Fees" }).click();
    await card.getByText("Town or village name is required").waitFor();
    await places.nth(1).getByLabel("Town or village name").fill("Portsmouth");
    await card.getByRole("button", { name: "Save Places and Fees" }).click();
    await waitForToast(own.company, "Places and fees saved");
    // The saved list remounts the form with the server's answer.
    await expect.poll(() => card.getByRole("listitem").count()).toBe(2);
    await own.company.getByRole("heading", { name: "Places and fees" }).scrollIntoViewIfNeeded();
    await screenshot(own.company, "rental-places-profile-1280");
    expect(await accessibilityViolations(own.company)).toEqual([]);
  });

  for (const mobile of [false, true]) {
    const size = mobile ? "375" : "1280";
    it(`a visitor's form offers only the company's places with the fee, prices it and says it in WhatsApp (${size} px)`, async () => {
      const visitor = await session.newPage({ mobile });
      await visitor.goto(`/vehicles?q=${make}`);
      await visitor
        .getByRole("article", { name: `${make} Jimny` })
        .getByRole("button", { name: "Book Now" })
        .click();
      const dialog = visitor.getByRole("dialog");
      const pickup = dialog.getByLabel("Pickup Location");
      await expect
        .poll(() => pickup.locator("option").allTextContents())
        .toEqual(["Douglas-Charles Airport — US$25.00", "Portsmouth — Free"]);
      await fillValidBooking(visitor);
      await dialog.getByLabel("Dropoff Location").selectOption("portsmouth");
      // 4 days at $70 and the airport's fee.
      await expect
        .poll(() => dialog.getByTestId("price-line").allTextContents())
        .toEqual(["4 days at the daily rate (4 × US$70.00)US$280.00", "Pick-up at Douglas-Charles AirportUS$25.00"]);
      expect(await dialog.getByTestId("booking-total").textContent()).toBe("US$305.00");
      await dialog.getByTestId("price-line").last().scrollIntoViewIfNeeded();
      await screenshot(visitor, `rental-places-booking-form-${size}`, { fullPage: false });
      expect(await accessibilityViolations(visitor)).toEqual([]);

      const { text, isRecorded } = await sendBookNow(visitor);
      expect(isRecorded).toBe(true);
      expect(text).toContain("Pickup: Douglas-Charles Airport (fee US$25.00)");
      expect(text).toContain("Dropoff: Portsmouth (free)");
      expect(text).toContain("- Pick-up at Douglas-Charles Airport: US$25.00");
      expect(text).toContain("Total price: US$305.00");
    });
  }
});
