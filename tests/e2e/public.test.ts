import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { formatMoney } from "../../src/domain/money";
import { availabilitySentence } from "../../src/domain/vehicle-availability";
import { rentalTotal } from "../helpers/factories";
import {
  calendarDay,
  fillValidBooking,
  openedUrls,
  pickDatesOnCalendar,
  recordWindowOpen,
  sendBookNow,
} from "./booking-dialog";
import { accessibilityViolations, describeInBrowser, loginThroughUi, menuButton, screenshot } from "./browser";
import { demoLogin } from "./constants";

async function cardNames(page: Page): Promise<string[]> {
  const vehicles = page.getByRole("region", { name: "Vehicles" });
  await vehicles.waitFor();
  return vehicles.getByRole("article").evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label") ?? ""));
}

/** Waits until the grid shows exactly these vehicles (filters are debounced and fetched). */
async function expectCards(page: Page, expected: string[]) {
  await expect.poll(async () => (await cardNames(page)).sort(), { timeout: 10_000 }).toEqual([...expected].sort());
}

const today = todayInDominica();

describeInBrowser("public marketplace", (session) => {
  it("goes from a home quick link to the filtered vehicles", async () => {
    const page = await session.newPage();
    await page.goto("/");
    await page.getByRole("heading", { name: "Premium Car Rentals in Dominica" }).waitFor();
    await page.getByRole("link", { name: "Register Your Dominica Company" }).waitFor();
    // One featured card per type present, with its lowest price (other test files edit the demo
    // fleet on the same server, so the expected price comes from the API, not from the seed).
    const suvs = (await (await page.request.get("/api/vehicles?type=suv")).json()) as { dailyPrice: number }[];
    const lowest = Math.min(...suvs.map((v) => v.dailyPrice));
    await page
      .getByRole("link", { name: /View All SUVs/ })
      .getByText(`From US$${lowest.toFixed(2)}/day`)
      .waitFor();
    await screenshot(page, "public-home-desktop");
    await page.getByRole("navigation", { name: "Vehicle types" }).getByRole("link", { name: "SUVs" }).click();
    await page.waitForURL((url) => url.pathname === "/vehicles" && url.search === "?type=suv");
    await page.getByRole("heading", { name: "Available Vehicles" }).waitFor();
    expect(await page.getByLabel("Vehicle Type").inputValue()).toBe("suv");
    await expectCards(page, ["Toyota RAV4", "Suzuki Jimny", "Mitsubishi Pajero"]);
  });

  it("filters by search and type, and says when nothing matches", async () => {
    const page = await session.newPage();
    await page.goto("/vehicles");
    await page.getByLabel("Search").fill("toyota");
    await expectCards(page, ["Toyota Corolla", "Toyota RAV4", "Toyota HiAce", "Toyota Hilux"]);
    await page.getByLabel("Vehicle Type").selectOption("pickup");
    await expectCards(page, ["Toyota Hilux"]);
    await screenshot(page, "public-vehicles-filtered-desktop");
    await page.getByLabel("Search").fill("no such car");
    await page.getByText("No vehicles found matching your criteria").waitFor();
    // The inactive company's vehicles (Marigot Motors) are never listed.
    await page.getByLabel("Search").fill("leaf");
    await page.getByText("No vehicles found matching your criteria").waitFor();
  });

  it("shows each card's total for the chosen dates and enforces the date rules", async () => {
    const page = await session.newPage();
    await page.goto("/vehicles?type=sedan");
    await expectCards(page, ["Toyota Corolla", "Hyundai Elantra"]);
    const start = addDays(today, 20);
    await page.getByLabel("Rental Start Date").fill(start);
    await page.getByLabel("Rental End Date").fill(addDays(start, 7)); // 8 days: 1 week + 1 day
    const corolla = page.getByRole("article", { name: "Toyota Corolla" });
    const expected = formatMoney(
      rentalTotal({ dailyPrice: 55, weeklyPrice: 330, monthlyPrice: 1210 }, start, addDays(start, 7)),
    );
    await corolla.getByTestId("period-total").getByText(expected).waitFor();
    expect(await corolla.getByTestId("period-total").textContent()).toBe(`Total for 8 days: ${expected}`);

    // An end on or before the start is refused with a toast; a start past the end moves the end.
    await page.getByLabel("Rental End Date").fill(start);
    await page.getByText("Invalid date range", { exact: true }).waitFor();
    await page.getByText("End date must be after start date", { exact: true }).waitFor();
    expect(await page.getByLabel("Rental End Date").inputValue()).toBe(addDays(start, 7));
    await page.getByLabel("Rental Start Date").fill(addDays(start, 10));
    expect(await page.getByLabel("Rental End Date").inputValue()).toBe(addDays(start, 11));

    // Dates overlapping a confirmed booking hide that vehicle (the demo books each fleet's second vehicle).
    await page.getByLabel("Vehicle Type").selectOption("all");
    await page.getByLabel("Rental Start Date").fill(addDays(today, 3));
    await page.getByLabel("Rental End Date").fill(addDays(today, 4));
    await expect
      .poll(
        async () => {
          const names = await cardNames(page);
          return names.includes("Toyota Corolla") && !names.includes("Toyota RAV4");
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const free = await cardNames(page);
    // The Honda Fit's insurance lapsed: busy to visitors until renewed (product-rules.md, "Availability rules").
    for (const booked of ["Toyota RAV4", "Toyota HiAce", "Honda CB500X", "Toyota Hilux", "Honda Fit"]) {
      expect(free).not.toContain(booked);
    }
    expect(free).toContain("Toyota Corolla"); // its maintenance starts on day 5
  });

  it("validates Book Now and opens the WhatsApp chat with the inquiry", async () => {
    const page = await session.newPage();
    await page.goto("/vehicles?type=suv");
    await page.getByRole("article", { name: "Toyota RAV4" }).getByRole("button", { name: "Book Now" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Book Toyota RAV4" }).waitFor();
    await dialog
      .getByText("A temporary driving permit may be required for international visitors", { exact: false })
      .waitFor();
    // Defaults: a 4-day rental; the RAV4 costs 85/day, deposit 350.
    expect(await dialog.getByTestId("booking-days").textContent()).toBe("4 days");
    expect(await dialog.getByTestId("booking-total").textContent()).toBe("US$340.00");

    await dialog.getByLabel("End Date").fill(addDays(today, -1));
    await dialog.getByRole("button", { name: "Send via WhatsApp" }).click();
    for (const message of [
      "Full name is required",
      "Invalid email address",
      "Phone number is required",
      "Nationality is required",
      "Date of birth is required",
      "Driver's license number is required",
      "End date cannot be before start date",
    ]) {
      await dialog.getByText(message).waitFor();
    }
    await screenshot(page, "public-book-now-errors");
    expect(await dialog.getByTestId("whatsapp-link").count()).toBe(0);

    await fillValidBooking(page);
    await dialog.getByLabel("End Date").fill(addDays(today, 7)); // 8 days: 510 + 85
    expect(await dialog.getByTestId("booking-total").textContent()).toBe("US$595.00");
    // Today to day 7 cross the demo's confirmed booking: the server refuses, the browser's message is offered.
    const { url, text } = await sendBookNow(page);
    const link = new URL(url);
    expect(`${link.origin}${link.pathname}`).toBe("https://wa.me/17674482211"); // Nature Isle: 767-448-2211
    for (const part of [
      "Toyota RAV4",
      "Name: Ana Visitor",
      "License number: AB123456",
      "Pickup: Douglas-Charles Airport",
      "Dropoff: Roseau",
      "Insurance cover: Wanted, please tell me what it covers and its price",
      "Duration: 8 days",
      "Total price: US$595.00",
      "Deposit: US$350.00",
    ]) {
      expect(text).toContain(part);
    }
  });

  it("sends availability questions and, when logged in, records the request too", async () => {
    const page = await session.newPage();
    await recordWindowOpen(page);
    await page.goto("/vehicles?type=luxury");
    const card = page.getByRole("article", { name: "BMW 5 Series" });
    await card.getByRole("button", { name: "Check Availability" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Start Date").fill(addDays(today, 30));
    await dialog.getByLabel("End Date").fill(addDays(today, 29));
    await dialog.getByRole("button", { name: "Send via WhatsApp" }).click();
    await dialog.getByText("End date cannot be before start date").waitFor();
    await dialog.getByLabel("End Date").fill(addDays(today, 31));
    await dialog.getByRole("button", { name: "Send via WhatsApp" }).click();
    await dialog.waitFor({ state: "detached" });
    const [availability] = await openedUrls(page);
    expect(availability).toMatch(/^https:\/\/wa\.me\/17674463125\?text=/); // Boiling Lake Jeeps: 767-446-3125
    expect(new URL(availability ?? "").searchParams.get("text")).toMatch(
      /BMW 5 Series \(\d{4}\) available from .+ \(2 days\)\?\n- 2 days at the daily rate: US\$350\.00\nTotal price: US\$350\.00\nDeposit: US\$700\.00/,
    );

    await loginThroughUi(page, "visitor", demoLogin("visitor").password);
    await page.goto("/vehicles?type=luxury");
    await page.getByRole("article", { name: "BMW 5 Series" }).getByRole("button", { name: "Book Now" }).click();
    await fillValidBooking(page);
    const bookingRequest = page.waitForRequest(
      (r) => r.url().endsWith("/api/booking-requests") && r.method() === "POST",
    );
    const { url } = await sendBookNow(page);
    expect((await bookingRequest).postDataJSON()).toMatchObject({
      vehicleId: expect.any(Number),
      startDate: today,
      endDate: addDays(today, 3),
      fullName: "Ana Visitor",
      language: "en",
      currency: "USD",
    });
    // WhatsApp is offered whether or not the server could record the request.
    expect(url).toMatch(/^https:\/\/wa\.me\/17674463125\?text=/);
  });

  // The demo RAV4 is booked (confirmed) from day 2 to day 6; the default dates, today to day 3, touch it.
  const RAV4_BOOKED = availabilitySentence({
    state: "booked",
    booked: [{ startDate: addDays(today, 2), endDate: addDays(today, 6) }],
    nextFree: addDays(today, 7),
  }) as string;

  for (const mobile of [true, false]) {
    const size = mobile ? "375" : "desktop";
    it(`shows busy days and whether the dates are free in both dialogs, and tells the company (${size})`, async () => {
      const page = await session.newPage({ mobile });
      await recordWindowOpen(page);
      await page.goto("/vehicles?type=suv");
      const rav4 = page.getByRole("article", { name: "Toyota RAV4" });
      const dialog = page.getByRole("dialog");
      const notice = dialog.getByTestId("availability-notice");

      await rav4.getByRole("button", { name: "Check Availability" }).click();
      await notice.getByText(RAV4_BOOKED, { exact: true }).waitFor();
      for (const busy of [2, 4, 6])
        expect(await (await calendarDay(dialog, addDays(today, busy))).isDisabled()).toBe(true);
      const booked = await calendarDay(dialog, addDays(today, 4));
      expect(await booked.getAttribute("aria-label")).toMatch(/, not available/);
      expect(await (await calendarDay(dialog, addDays(today, 7))).isEnabled()).toBe(true);
      await screenshot(page, `availability-dialog-booked-${size}`);
      expect(await accessibilityViolations(page)).toEqual([]);

      // Free dates picked on the calendar: start, then end.
      await pickDatesOnCalendar(dialog, addDays(today, 20), addDays(today, 22));
      expect(await dialog.getByLabel("Start Date").inputValue()).toBe(addDays(today, 20));
      expect(await dialog.getByLabel("End Date").inputValue()).toBe(addDays(today, 22));
      await notice.getByText("Available for your dates", { exact: true }).waitFor();
      expect(await dialog.getByTestId("booking-days").textContent()).toBe("3 days");
      await screenshot(page, `availability-dialog-free-${size}`);
      await dialog.getByRole("button", { name: "Send via WhatsApp" }).click();
      await dialog.waitFor({ state: "detached" });
      const [question] = await openedUrls(page);
      expect(new URL(question ?? "").searchParams.get("text")).toContain(
        "\nAvailability shown: Available for your dates",
      );

      // Book Now: the same calendar; busy dates may still be sent, and the message says what was shown.
      await rav4.getByRole("button", { name: "Book Now" }).click();
      await notice.getByText(RAV4_BOOKED, { exact: true }).waitFor();
      expect(await (await calendarDay(dialog, addDays(today, 3))).isDisabled()).toBe(true);
      if (addDays(today, -1).slice(0, 7) === today.slice(0, 7)) {
        expect(await (await calendarDay(dialog, addDays(today, -1))).isDisabled()).toBe(true);
      }
      await (await calendarDay(dialog, addDays(today, 3))).scrollIntoViewIfNeeded();
      await screenshot(page, `book-now-dialog-booked-${size}`);
      expect(await accessibilityViolations(page)).toEqual([]);
      await fillValidBooking(page);
      // The server refuses those dates; the message built in the browser says what the calendar showed.
      const booking = await sendBookNow(page);
      expect(booking.isRecorded).toBe(false);
      expect(booking.text).toContain(`\nAvailability shown: ${RAV4_BOOKED}\n`);
    });
  }

  it("picks dates on the calendar with the keyboard", async () => {
    const page = await session.newPage();
    await page.goto("/vehicles?type=suv");
    await page
      .getByRole("article", { name: "Toyota RAV4" })
      .getByRole("button", { name: "Check Availability" })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByTestId("availability-notice").getByText(RAV4_BOOKED, { exact: true }).waitFor();
    // Tab reaches the calendar's focusable day; arrows move a day or a week, Enter picks.
    const start = await calendarDay(dialog, addDays(today, 14));
    await start.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown"); // a week later
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    expect(await dialog.getByLabel("Start Date").inputValue()).toBe(addDays(today, 14));
    expect(await dialog.getByLabel("End Date").inputValue()).toBe(addDays(today, 22));
    await dialog.getByText("Available for your dates", { exact: true }).waitFor();
  });

  it("lists partners and books a vehicle from the Companies page", async () => {
    const page = await session.newPage();
    await page.goto("/companies");
    await page.getByRole("heading", { name: "Our Car Rental Partners" }).waitFor();
    // The heading is drawn before the list has loaded.
    await page.getByRole("article").first().waitFor();
    const names = await page
      .getByRole("article")
      .evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label")));
    // Featured companies first; the inactive Marigot Motors is not listed.
    expect(names.slice(0, 2).sort()).toEqual(["Boiling Lake Jeeps", "Nature Isle Car Rentals"]);
    expect(names).not.toContain("Marigot Motors");
    const kalinago = page.getByRole("article", { name: "Kalinago Drive" });
    // No rental of the demo has been reviewed yet: every company is "New" (docs/product-rules.md, "Reviews").
    await kalinago.getByText("New", { exact: true }).waitFor();
    await kalinago.getByRole("button", { name: "Book a Vehicle" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: /Suzuki Jimny/ }).click();
    await dialog.getByRole("heading", { name: "Book Suzuki Jimny" }).waitFor();
    await fillValidBooking(page);
    expect((await sendBookNow(page)).url).toMatch(/^https:\/\/wa\.me\/17674457712\?text=.*Suzuki%20Jimny/);
  });

  it("renders a company landing page whose raw HTML carries the meta tags and JSON-LD", async () => {
    const page = await session.newPage();
    const companies = (await (await page.request.get("/api/companies")).json()) as { id: number; name: string }[];
    const natureIsle = companies.find((c) => c.name === "Nature Isle Car Rentals");
    expect(natureIsle).toBeDefined();

    const raw = await (await page.request.get(`/companies/${natureIsle?.id}`)).text();
    expect(raw).toContain("<title>Nature Isle Car Rentals | Car Rental in Dominica</title>");
    expect(raw.match(/<title>/g)).toHaveLength(1);
    expect(raw.match(/<meta name="description" content="Rent a car from Nature Isle Car Rentals/g)).toHaveLength(1);
    expect(raw.match(/<meta name="description"/g)).toHaveLength(1);
    expect(raw).toMatch(/<meta property="og:title" content="Nature Isle Car Rentals \| Car Rental in Dominica" \/>/);
    expect(raw).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/api\/images\/\d+\?variant=share" \/>/,
    );
    expect(raw).toContain('<meta property="og:image:width" content="1200" />');
    expect(raw).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(raw)?.[1] ?? "null");
    expect(jsonLd).toMatchObject({
      "@type": "AutoRental",
      name: "Nature Isle Car Rentals",
      telephone: "+17674482211",
      address: { addressRegion: "Saint George", addressCountry: "DM" },
    });
    // The demo company set no places: its page states no hours, never invented ones.
    expect(jsonLd).not.toHaveProperty("openingHours");

    await page.goto(`/companies/${natureIsle?.id}`);
    await page.getByRole("heading", { level: 1, name: "Nature Isle Car Rentals" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    await page.getByRole("heading", { name: "How Booking Works" }).waitFor();
    // No About text of its own, so none: its contact only.
    await page.getByRole("heading", { name: "Contact" }).waitFor();
    expect(await page.getByRole("heading", { name: "About Nature Isle Car Rentals" }).count()).toBe(0);
    await page.getByRole("article", { name: "Toyota Corolla" }).getByText("Automatic").waitFor();
    await page.getByRole("article", { name: "Toyota Corolla" }).getByRole("button", { name: "Book Now" }).waitFor();
    await screenshot(page, "public-landing-desktop");

    await page.goto("/companies/999999");
    await page.getByRole("heading", { name: "Car Rental Company Not Found in Dominica" }).waitFor();
  });

  it("lays out home and vehicles at 375 px", async () => {
    const page = await session.newPage({ mobile: true });
    await page.goto("/");
    await page
      .getByText(/From US\$\d+\.\d\d\/day/)
      .first()
      .waitFor();
    await menuButton(page, "Open menu").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "public-home-mobile");

    await page.goto("/vehicles");
    await page.getByRole("region", { name: "Vehicles" }).getByRole("article").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "public-vehicles-mobile");
    await page.getByRole("article").first().getByRole("button", { name: "Book Now" }).click();
    await page
      .getByRole("dialog")
      .getByRole("heading", { name: /^Book / })
      .waitFor();
    await page.getByRole("dialog").getByLabel("Full Name").waitFor();
    // The dialog is fixed to the viewport: a viewport-sized shot shows it as a phone does.
    await page.screenshot({
      path: "test-results/screenshots/public-book-now-mobile.png",
      clip: { x: 0, y: 0, width: 375, height: 812 },
    });
  });

  it("has no serious accessibility violations on the public pages", async () => {
    const page = await session.newPage();
    const companies = (await (await page.request.get("/api/companies")).json()) as { id: number }[];
    const pages: [string, (page: Page) => Promise<void>][] = [
      [
        "/",
        (p) =>
          p
            .getByText(/From US\$\d+\.\d\d\/day/)
            .first()
            .waitFor(),
      ],
      ["/vehicles", (p) => p.getByRole("region", { name: "Vehicles" }).getByRole("article").first().waitFor()],
      ["/companies", (p) => p.getByRole("article").first().waitFor()],
      [`/companies/${companies[0]?.id}`, (p) => p.getByRole("button", { name: "Book Now" }).first().waitFor()],
    ];
    for (const [url, isReady] of pages) {
      await page.goto(url);
      await isReady(page);
      expect(await accessibilityViolations(page), url).toEqual([]);
    }
    await page.goto("/vehicles");
    await page.getByRole("article").first().getByRole("button", { name: "Book Now" }).click();
    await page.getByRole("dialog").getByLabel("Full Name").waitFor();
    expect(await accessibilityViolations(page), "Book Now dialog").toEqual([]);
  });
});
