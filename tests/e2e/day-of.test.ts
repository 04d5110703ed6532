import { expect, it } from "vitest";
import { addDays, formatLongDate, todayInDominica } from "../../src/domain/dates";
import { fillValidBooking, sendBookNow } from "./booking-dialog";
import { accessibilityViolations, companyOfTheSuite, describeInBrowser, screenshot, uniqueName } from "./browser";
import { waitForMail } from "./mailbox";

const day = (n: number) => addDays(todayInDominica(), n);

describeInBrowser("the day-of facts (issue 38, point 9)", (session) => {
  const make = uniqueName("DayOf");
  const own = companyOfTheSuite(
    session,
    {
      username: "dayof",
      companyName: "Day Of Rentals",
      vehicle: { make, model: "Jimny", dailyPrice: 60, weeklyPrice: null, monthlyPrice: null },
    },
    // Places with opening hours: the form asks for the pick-up and return times.
    async ({ company, companyId }) => {
      const saved = await company.request.put(`/api/companies/${companyId}/places`, {
        data: {
          places: [
            { kind: "douglas_charles_airport", fee: 0, opens: "07:00", closes: "22:00", afterHoursFee: 0 },
            { kind: "town", name: "Roseau", fee: 0, opens: "07:00", closes: "22:00", afterHoursFee: 0 },
          ],
          oneWayReturns: true,
        },
      });
      if (saved.status() !== 200) throw new Error(`places not saved: ${await saved.text()}`);
    },
  );

  it("shows on the receipt and the status page the vehicle, dates, places, times and total (375 px)", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto(`/vehicles?q=${make}`);
    await page
      .getByRole("article", { name: `${make} Jimny` })
      .getByRole("button", { name: "Book Now" })
      .click();
    const dialog = page.getByRole("dialog");
    const email = `${uniqueName("dayof")}@example.com`;
    await fillValidBooking(page, email);
    await dialog.getByLabel("Start Date").fill(day(40));
    await dialog.getByLabel("End Date").fill(day(42));
    await dialog.getByLabel("Dropoff Location").selectOption("roseau");
    await dialog.getByLabel("Pick-up time (optional)").fill("09:30");
    await dialog.getByLabel("Return time (optional)").fill("21:30");
    const { isRecorded } = await sendBookNow(page);
    expect(isRecorded).toBe(true);

    const details = dialog.getByTestId("request-recorded-details");
    const value = (label: string) => details.locator(`dt:text-is("${label}") + dd`).textContent();
    expect(await value("Vehicle")).toMatch(new RegExp(`^${make} Jimny \\(\\d{4}\\)$`));
    expect(await value("Dates")).toBe(`${formatLongDate(day(40))} to ${formatLongDate(day(42))} (3 days)`);
    expect(await value("Pickup Location")).toBe("Douglas-Charles Airport at 09:30");
    expect(await value("Dropoff Location")).toBe("Roseau at 21:30");
    expect(await value("Total Price")).toBe("US$180.00");
    expect(await details.getByTestId("price-line").allTextContents()).toEqual([
      "3 days at the daily rate (3 × US$60.00)US$180.00",
    ]);
    await details.scrollIntoViewIfNeeded();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "day-of-receipt-375", { fullPage: false });

    // The receipt mail says the same, with the price's lines.
    const receipt = await waitForMail({ to: email, subject: "sent to Day Of Rentals" });
    expect(receipt.text).toContain(`Pick-up: Douglas-Charles Airport, ${formatLongDate(day(40))} at 09:30`);
    expect(receipt.text).toContain(`Return: Roseau, ${formatLongDate(day(42))} at 21:30`);
    expect(receipt.text).toContain("- 3 days at the daily rate: US$180.00\nTotal: US$180.00");

    await dialog.getByRole("link", { name: "Follow your request" }).click();
    const status = page.getByRole("main");
    await status.getByText("Douglas-Charles Airport at 09:30").waitFor();
    await status.getByText("Roseau at 21:30").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "day-of-status-375");

    // The company's inbox entry shows the places and times without opening the renter's details.
    const reference = receipt.subject.match(/DR-\w+/)?.[0] ?? "";
    await own.company.goto(`/company/dashboard?request=${reference}`);
    const entry = own.company.getByTestId("inbox-places-and-times").first();
    await entry.getByText("Douglas-Charles Airport at 09:30").waitFor();
    await entry.getByText("Roseau at 21:30").waitFor();
    await entry.scrollIntoViewIfNeeded();
    await screenshot(own.company, "day-of-inbox-1280", { fullPage: false });

    // Confirmed: the mail's HTML part, as a phone's mail app shows it, reads well and passes axe.
    const listed = (await (await own.company.request.get("/api/company/bookings")).json()) as {
      id: number;
      reference: string;
    }[];
    const id = listed.find((b) => b.reference === reference)?.id;
    const decided = await own.company.request.patch(`/api/bookings/${id}`, { data: { status: "confirmed" } });
    expect(decided.status()).toBe(200);
    const confirmation = await waitForMail({ to: email, subject: `${reference} confirmed` });
    expect(confirmation.text).toContain("Day Of Rentals will tell you how to pay it.");
    const mailView = await session.newPage({ mobile: true });
    await mailView.setContent(confirmation.html ?? "");
    await mailView.getByRole("link", { name: "Follow your request, or withdraw it, here" }).waitFor();
    expect(await accessibilityViolations(mailView)).toEqual([]);
    await screenshot(mailView, "day-of-confirmation-mail-375");
  });
});
