import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { translator } from "../../src/domain/i18n/translate";
import { en } from "../../src/domain/i18n/translations/en";
import { fr } from "../../src/domain/i18n/translations/fr";
import { accessibilityViolations, companyOfTheSuite, describeInBrowser, screenshot, uniqueName } from "./browser";
import { waitForMail } from "./mailbox";

const day = (n: number) => addDays(todayInDominica(), n);
const english = translator("en", en);
const french = translator("fr", fr);

/** A visitor's request for today and tomorrow, confirmed, picked up and returned: the booking completes. */
async function completedRental(company: Page, visitor: Page, vehicleId: number, email: string) {
  const sent = await visitor.request.post("/api/booking-requests", {
    data: {
      vehicleId,
      fullName: "Grace Lewis",
      email,
      phone: "+44 20 7946 0958",
      nationality: "British",
      dateOfBirth: "1990-04-02",
      driverLicenseNumber: "LIC-GRACE-77",
      licenseClass: "B",
      licenseFirstIssued: "2010-06-01",
      licenseCountry: "United Kingdom",
      drivingExperienceYears: 14,
      needsDominicanPermit: true,
      paymentMethod: "bank_transfer",
      startDate: day(0),
      endDate: day(1),
      pickupLocation: "roseau",
      dropoffLocation: "roseau",
      includeInsurance: false,
      language: "en",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  const list = (await (await company.request.get("/api/company/bookings?filter=pending")).json()) as {
    id: number;
    reference: string;
  }[];
  const id = list.find((booking) => booking.reference === reference)?.id;
  const confirmed = await company.request.patch(`/api/bookings/${id}`, { data: { status: "confirmed" } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  for (const [kind, odometerKm] of [
    ["pick-up", 12_000],
    ["return", 12_150],
  ] as const) {
    const recorded = await company.request.post(`/api/bookings/${id}/handovers`, {
      data: { kind, odometerKm, fuelEighths: 8, renterName: "Grace Lewis" },
    });
    expect(recorded.status(), await recorded.text()).toBe(201);
  }
  return { reference, id };
}

/** Chooses `stars` in a star group by keyboard only: Tab lands on its first star, the arrows move. */
async function rateByKeyboard(page: Page, legend: string, stars: number) {
  const group = page.getByRole("group", { name: legend });
  await group.getByRole("radio", { name: english("{{count}} stars of 5", { count: 1 }) }).focus();
  await page.keyboard.press("Space");
  for (let star = 1; star < stars; star++) await page.keyboard.press("ArrowRight");
  expect(await group.getByRole("radio", { name: english("{{count}} stars of 5", { count: stars }) }).isChecked()).toBe(
    true,
  );
}

describeInBrowser("a verified review, from the mail to the landing page (issue 40)", (session) => {
  const own = companyOfTheSuite(session, {
    username: "reviews",
    companyName: "Review Rentals",
    vehicle: { make: "Suzuki", model: "Vitara", dailyPrice: 60 },
  });

  it("the renter reviews on a phone, the company notes and answers, the landing page shows it in EN and FR, Top rated puts it first", async () => {
    const visitor = await session.newPage({ mobile: true });
    const email = `${uniqueName("reviewer")}@example.com`;
    const { reference } = await completedRental(own.company, visitor, own.vehicleId, email);

    // The return invited the renter at once, not at the next round.
    const invitation = await waitForMail({ to: email, subject: "How was your rental" });
    const link = invitation.links.find((address) => address.includes("/reviews/"));
    if (!link) throw new Error(`no review link in:\n${invitation.text}`);
    await visitor.goto(new URL(link).pathname);
    await visitor.getByRole("heading", { name: "How was your rental with Review Rentals?" }).waitFor();

    // Sent with no stars: every group says what it lacks.
    await visitor.getByRole("button", { name: "Send my review" }).click();
    expect(await visitor.getByText("Choose 1 to 5 stars").count()).toBe(5);

    await rateByKeyboard(visitor, "Overall rating", 4);
    for (const legend of ["The car's condition", "Cleanliness", "Pick-up and return", "Communication"]) {
      await rateByKeyboard(visitor, legend, 5);
    }
    await visitor.getByLabel("Your comment (optional)").focus();
    await visitor.keyboard.type("Clean car, easy pick-up in Roseau.");
    expect(await visitor.getByText("Choose 1 to 5 stars").count()).toBe(0);
    expect(await accessibilityViolations(visitor)).toEqual([]);
    await visitor.evaluate(() => window.scrollTo(0, 0));
    await screenshot(visitor, "review-form-375");
    await visitor.getByRole("button", { name: "Send my review" }).focus();
    await visitor.keyboard.press("Enter");
    await visitor.getByRole("heading", { name: "Thank you for your review" }).waitFor();
    await screenshot(visitor, "review-sent-375");
    // The link works once.
    await visitor.reload();
    await visitor.getByRole("heading", { name: "This review link is not valid any more" }).waitFor();

    // The company's private note publishes the review; then it answers once.
    const company = own.company;
    await company.goto(`/company/dashboard?request=${reference}`);
    const notePanel = company.getByTestId("private-note-panel").first();
    await notePanel.getByText("Private note on this rental").click();
    await notePanel.getByLabel("Note").fill("Returned on time, careful driver.");
    await notePanel.getByRole("button", { name: "Save note" }).click();
    const reviews = company.getByRole("region", { name: "Reviews" });
    const answer = reviews.getByLabel("Answer once, publicly");
    await answer.waitFor();
    await answer.fill("Thank you, Grace, come back soon!");
    await reviews.getByRole("button", { name: "Publish answer" }).click();
    await reviews.getByText("Your answer:").waitFor();
    await reviews.scrollIntoViewIfNeeded();
    expect(await accessibilityViolations(company)).toEqual([]);
    await screenshot(company, "review-company-answer-1280", { fullPage: false });

    // The landing page, in both languages: the rating, the review and the answer beneath it.
    for (const [language, say] of [
      ["en", english],
      ["fr", french],
    ] as const) {
      for (const mobile of [false, true]) {
        const page = await session.newPage({ mobile });
        await page.goto(`/companies/${own.companyId}?lang=${language}`);
        const list = page.getByRole("region", { name: say("Reviews") });
        await list.getByText("Clean car, easy pick-up in Roseau.").waitFor();
        await list.getByText("Thank you, Grace, come back soon!").waitFor();
        await list.getByText(say("Answer from {{company}}", { company: "Review Rentals" })).waitFor();
        await page
          .getByText(say("{{rating}} ({{count}} reviews)", { rating: language === "fr" ? "4,0" : "4.0", count: 1 }))
          .first()
          .waitFor();
        await list.scrollIntoViewIfNeeded();
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `review-landing-${language}-${mobile ? 375 : 1280}`, { fullPage: false });
      }
    }

    // The search's "Top rated" puts its vehicle first: the demo companies have no review yet ("New").
    const search = await session.newPage({ mobile: true });
    await search.goto("/vehicles");
    const firstCard = search.getByRole("region", { name: "Vehicles" }).getByRole("article").first();
    await firstCard.waitFor();
    expect(await firstCard.getAttribute("aria-label")).not.toBe("Suzuki Vitara");
    await search.getByLabel("Sort by").selectOption({ label: "Top rated" });
    await search.waitForURL((url) => url.searchParams.get("sort") === "rating");
    await expect.poll(() => firstCard.getAttribute("aria-label")).toBe("Suzuki Vitara");
    expect(await firstCard.textContent()).toContain("Review Rentals");
    expect(await search.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await accessibilityViolations(search)).toEqual([]);
    await screenshot(search, "search-top-rated-375", { fullPage: false });

    // Its JSON-LD parses, with the rating and the review from the real one.
    const plain = await session.newPage({ javaScript: false });
    await plain.goto(`/companies/${own.companyId}`);
    const scripts = await plain.locator('script[type="application/ld+json"]').allTextContents();
    const data = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
    const business = data.find((item) => "aggregateRating" in item);
    expect(business).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4, reviewCount: 1, bestRating: 5, worstRating: 1 },
      review: [
        {
          "@type": "Review",
          author: { "@type": "Person", name: "Grace" },
          reviewRating: { ratingValue: 4 },
          reviewBody: "Clean car, easy pick-up in Roseau.",
        },
      ],
    });
  });

  it("lets an admin read every review and hide one with a reason, at 1280 px and in French at 375 px", async () => {
    const visitor = await session.newPage();
    const email = `${uniqueName("hidden")}@example.com`;
    const { id } = await completedRental(own.company, visitor, own.vehicleId, email);
    const invitation = await waitForMail({ to: email, subject: "How was your rental" });
    const token = new URL(invitation.links.find((address) => address.includes("/reviews/")) ?? "").pathname
      .split("/")
      .pop();
    const comment = `Call me on 767 555 0199 ${uniqueName("x")}`;
    const sent = await visitor.request.post("/api/reviews", {
      data: { token, rating: 2, ratings: { condition: 2, cleanliness: 2, handover: 2, communication: 2 }, comment },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const noted = await own.company.request.put(`/api/company/bookings/${id}/note`, { data: { note: "Fine." } });
    expect(noted.status(), await noted.text()).toBe(200);
    const shownCount = async () =>
      ((await (await visitor.request.get(`/api/companies/${own.companyId}/reviews`)).json()) as { reviewCount: number })
        .reviewCount;
    const before = await shownCount();

    const admin = own.admin;
    await admin.goto("/admin/dashboard");
    await admin
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: /Admin Reviews/ })
      .click();
    await admin.getByRole("heading", { name: "Admin Reviews", level: 1 }).waitFor();
    const item = admin.getByRole("listitem").filter({ hasText: comment });
    await item.getByText("Published").waitFor();
    expect(await accessibilityViolations(admin)).toEqual([]);
    await screenshot(admin, "admin-reviews-1280", { fullPage: false });

    // No reason, no hiding: the dialog says what it lacks.
    await item.getByRole("button", { name: /^Hide the review by Grace/ }).click();
    const dialog = admin.getByRole("alertdialog").or(admin.getByRole("dialog"));
    await dialog.getByRole("button", { name: "Hide", exact: true }).click();
    await dialog.getByText("Choose a reason", { exact: true }).last().waitFor();
    await dialog.getByLabel("Reason").selectOption("personal_data");
    expect(await accessibilityViolations(admin)).toEqual([]);
    await screenshot(admin, "admin-reviews-hide-1280", { fullPage: false });
    await dialog.getByRole("button", { name: "Hide", exact: true }).click();
    await item.getByText("Hidden · Personal data").waitFor();
    expect(await item.getByRole("button", { name: /^Hide/ }).count()).toBe(0);
    await expect.poll(shownCount).toBe(before - 1);

    // In French on a phone.
    const phone = await session.newPage({ mobile: true });
    await phone.context().addCookies(await admin.context().cookies());
    await phone.goto("/admin/reviews?lang=fr");
    await phone.getByRole("heading", { name: french("Admin Reviews"), level: 1 }).waitFor();
    await phone
      .getByRole("listitem")
      .filter({ hasText: comment })
      .getByText(`${french("Hidden")} · ${french("Personal data")}`)
      .waitFor();
    expect(await accessibilityViolations(phone)).toEqual([]);
    await screenshot(phone, "admin-reviews-fr-375");
  });
});
