import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { fillValidBooking, sendBookNow } from "./booking-dialog";
import {
  accessibilityViolations,
  companyOfTheSuite,
  describeInBrowser,
  screenshot,
  uniqueName,
  waitForToast,
} from "./browser";

const today = todayInDominica();

describeInBrowser("a company's extras (issue 22, item 2)", (session) => {
  const make = uniqueName("Extras");
  const own = companyOfTheSuite(session, {
    username: "extras",
    companyName: "Child Seat Rentals",
    vehicle: { make, model: "Swift", dailyPrice: 50, weeklyPrice: null, monthlyPrice: null },
  });

  it("the company adds a child seat at US$5 a day, up to 2 a rental, in its profile (1280 px)", async () => {
    await own.company.goto("/company/profile");
    const heading = own.company.getByRole("heading", { name: "Extras", exact: true });
    await heading.waitFor();
    await own.company.getByRole("button", { name: "Add an extra" }).click();
    const row = own.company.getByTestId("extra-row");
    await row.getByLabel("Kind").selectOption("child_seat");
    await row.getByLabel("Priced").selectOption("per_day");
    await row.getByLabel("Price (US$)").fill("5");
    // A cap below one day's price is refused with its message, then cleared.
    await row.getByLabel("Cap per rental (US$, optional)").fill("4");
    await own.company.getByRole("button", { name: "Save Extras" }).click();
    await row.getByText("The cap must be more than the price of one day").waitFor();
    await row.getByLabel("Cap per rental (US$, optional)").fill("");
    await row.getByLabel("Most per rental").fill("2");
    await expect.poll(() => row.getByRole("checkbox", { name: `${make} Swift` }).isChecked()).toBe(true);
    await own.company.getByRole("button", { name: "Save Extras" }).click();
    await waitForToast(own.company, "Extras saved");
    await heading.scrollIntoViewIfNeeded();
    await screenshot(own.company, "extras-profile-1280");
    expect(await accessibilityViolations(own.company)).toEqual([]);
  });

  for (const mobile of [false, true]) {
    const size = mobile ? "375" : "1280";
    it(`a visitor's form shows the child seat; two of them add their line, total and WhatsApp line (${size} px)`, async () => {
      const visitor = await session.newPage({ mobile });
      await visitor.goto(`/vehicles?q=${make}`);
      await visitor
        .getByRole("article", { name: `${make} Swift` })
        .getByRole("button", { name: "Book Now" })
        .click();
      const dialog = visitor.getByRole("dialog");
      await dialog.getByLabel("Start Date").fill(addDays(today, 10));
      await dialog.getByLabel("End Date").fill(addDays(today, 14));
      const seat = dialog.getByRole("checkbox", { name: /Child seat/ });
      await seat.waitFor();
      expect(await dialog.getByTestId("extra-choice").textContent()).toContain("US$5.00 a day");
      expect(await dialog.getByTestId("booking-total").textContent()).toBe("US$250.00");
      await seat.click();
      await dialog.getByLabel("How many: Child seat").selectOption("2");
      const lines = dialog.getByTestId("price-line");
      await expect.poll(() => lines.count()).toBe(2);
      expect(await lines.nth(1).textContent()).toBe("Child seat × 2, 5 days at US$5.00 a dayUS$50.00");
      expect(await dialog.getByTestId("booking-total").textContent()).toBe("US$300.00");
      await dialog.getByTestId("extra-choice").scrollIntoViewIfNeeded();
      await screenshot(visitor, `extras-booking-form-${size}`);
      expect(await accessibilityViolations(visitor)).toEqual([]);

      await fillValidBooking(visitor);
      const { text, isRecorded } = await sendBookNow(visitor);
      expect(isRecorded).toBe(true);
      expect(text).toContain("- Child seat × 2, 5 days at US$5.00 a day: US$50.00");
      expect(text).toContain("Total price: US$300.00");
    });
  }

  it("in French with EC$ figures: the form names the extra and its line (375 px)", async () => {
    const visitor = await session.newPage({ mobile: true });
    await visitor.addInitScript(() => localStorage.setItem("currency", "XCD"));
    await visitor.goto(`/vehicles?q=${make}&lang=fr`);
    await visitor
      .getByRole("article", { name: `${make} Swift` })
      .getByRole("button", { name: "Réserver" })
      .click();
    const dialog = visitor.getByRole("dialog");
    await dialog.getByLabel("Date de début").fill(addDays(today, 10));
    await dialog.getByLabel("Date de fin").fill(addDays(today, 11));
    await dialog.getByRole("checkbox", { name: /Siège enfant/ }).click();
    const lines = dialog.getByTestId("price-line");
    await expect.poll(() => lines.count()).toBe(2);
    expect(await lines.nth(1).textContent()).toBe("Siège enfant, 2 jours à EC$13,50 par jourEC$27,00");
    await screenshot(visitor, "extras-booking-form-fr-375");
  });
});
