import type { Page } from "playwright-core";
import { afterAll, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import {
  accessibilityViolations,
  approveAccount,
  describeInBrowser,
  loginThroughUi,
  registerCompany,
  screenshot,
  uniqueName,
  waitForToast,
} from "./browser";
import { ADMIN } from "./constants";
import { waitForMail } from "./mailbox";

const day = (n: number) => addDays(todayInDominica(), n);

interface Recorded {
  reference: string;
  statusUrl: string;
  email: string;
}

/** A listed vehicle of the logged-in company, through the API its dashboard uses. */
async function addVehicle(owner: Page, make: string, model: string, dailyPrice: number): Promise<number> {
  const today = todayInDominica();
  const response = await owner.request.post("/api/vehicles", {
    data: {
      make,
      model,
      year: 2023,
      type: "suv",
      fuelType: "petrol",
      transmission: "automatic",
      doors: 4,
      seats: 5,
      is4x4: false,
      dailyPrice,
      weeklyPrice: dailyPrice * 6,
      monthlyPrice: dailyPrice * 25,
      deposit: 200,
      insuranceExpiryDate: addDays(today, 200),
      licenseExpiryDate: addDays(today, 200),
      lastServiceDate: today,
      available: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A visitor's request recorded through the API, as the Book Now form sends it. */
async function sendRequest(
  visitor: Page,
  vehicleId: number,
  from: number,
  to: number,
  options: { name: string; language?: "en" | "fr" },
): Promise<Recorded> {
  const email = `${uniqueName(options.name.split(" ")[0]?.toLowerCase() ?? "renter")}@example.com`;
  const response = await visitor.request.post("/api/booking-requests", {
    data: {
      vehicleId,
      fullName: options.name,
      email,
      phone: "+44 20 7946 0958",
      nationality: "British",
      dateOfBirth: "1990-04-02",
      driverLicenseNumber: `LIC-${options.name.split(" ")[0]?.toUpperCase()}-77`,
      licenseClass: "B",
      licenseFirstIssued: "2010-06-01",
      licenseCountry: "United Kingdom",
      drivingExperienceYears: 14,
      needsDominicanPermit: true,
      paymentMethod: "credit_card",
      startDate: day(from),
      endDate: day(to),
      pickupLocation: "douglas_charles_airport",
      dropoffLocation: "roseau",
      includeInsurance: false,
      visitingLocations: "Boiling Lake",
      language: options.language ?? "en",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...((await response.json()) as { reference: string; statusUrl: string }), email };
}

/** The companies these tests made: deleted afterwards, so that later files see the demo's fleet alone. */
const madeCompanies: number[] = [];

/** A new company with an approved account, three vehicles and a logged-in owner. */
async function companyWithFleet(session: Parameters<Parameters<typeof describeInBrowser>[1]>[0]) {
  const owner = await session.newPage();
  const username = uniqueName("inbox");
  const { id: userId, companyId } = await registerCompany(owner, username);
  const admin = await approveAccount(session, userId);
  await admin.close();
  madeCompanies.push(companyId);
  const vehicles = {
    main: await addVehicle(owner, "Toyota", "RAV4", 90),
    cheap: await addVehicle(owner, "Suzuki", "Jimny", 45),
    other: await addVehicle(owner, "Honda", "CR-V", 70),
  };
  return { owner, username, companyId, vehicles };
}

const tokenOf = (statusUrl: string) => statusUrl.split("/").pop() ?? "";

/** A dialog is fixed to the viewport: a full-page shot would draw it over the wrong part of the page. */
async function screenshotViewport(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}

/** The whole page from its top, so the sticky header is drawn where it belongs. */
async function screenshotPage(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describeInBrowser("the company's inbox", (session) => {
  afterAll(async () => {
    const admin = await session.newPage();
    await loginThroughUi(admin, ADMIN.username, ADMIN.password);
    for (const id of madeCompanies) {
      expect((await admin.request.delete(`/api/admin/companies/${id}`)).ok()).toBe(true);
    }
  });

  it("shows the company each request in full, approves one with a message, declines the overlapping one and tells both renters", async () => {
    const { owner, username, companyId, vehicles } = await companyWithFleet(session);
    const visitor = await session.newPage();
    const approved = await sendRequest(visitor, vehicles.main, 60, 62, { name: "Alice Walker" });
    const overlapping = await sendRequest(visitor, vehicles.main, 62, 64, { name: "Benoit Martin", language: "fr" });
    const declined = await sendRequest(visitor, vehicles.other, 70, 71, { name: "Chloe Brown" });

    // The badge beside Dashboard counts the three waiting requests (registering logged the owner in).
    await owner.goto("/companies");
    const dashboardLink = owner.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Dashboard/ });
    await dashboardLink.getByText("3 pending requests").waitFor();
    await dashboardLink.click();

    const inbox = owner.getByRole("region", { name: "Vehicle Bookings" });
    await inbox.waitFor();
    await inbox.getByRole("tab", { name: /^Pending\s*3$/, selected: true }).waitFor();
    const card = (reference: string) =>
      inbox.getByTestId("booking-card").filter({ has: owner.getByText(`Request ${reference}`) });
    const first = card(approved.reference);
    await first.getByText("Alice Walker").waitFor();
    await first.getByText("New", { exact: true }).waitFor();
    // Every detail the renter gave, the licence included, behind one button.
    const details = first.getByRole("button", { name: "Renter's details" });
    expect(await details.getAttribute("aria-expanded")).toBe("false");
    await details.click();
    expect(await details.getAttribute("aria-expanded")).toBe("true");
    for (const text of ["LIC-ALICE-77", "United Kingdom", "April 2, 1990", "Credit Card", "Douglas-Charles Airport"]) {
      await first.getByText(text, { exact: true }).waitFor();
    }
    await first.getByText("Boiling Lake", { exact: true }).waitFor();
    // How its total was reached, folded until asked for: 3 days at the vehicle's daily rate.
    await first.getByText("Price breakdown", { exact: true }).click();
    const lines = first.getByTestId("booking-price-lines").getByTestId("price-line");
    expect(await lines.first().textContent()).toMatch(
      /^3 days at the daily rate \(3 × US\$\d+\.\d\d\)US\$[\d,]+\.\d\d$/,
    );
    await screenshotPage(owner, "inbox-pending-desktop");
    expect(await accessibilityViolations(owner)).toEqual([]);

    // Shown to the company: the renter's page says seen.
    await expect
      .poll(async () => {
        const answer = await visitor.request.get(`/api/booking-requests/${tokenOf(approved.statusUrl)}`);
        return ((await answer.json()) as { timeline: { step: string }[] }).timeline.map((s) => s.step);
      })
      .toEqual(["sent", "seen"]);

    // Approve with a message: the dialog names the overlapping request it will decline.
    await first.getByRole("button", { name: "Approve" }).click();
    const dialog = owner.getByRole("dialog", { name: "Approve this request?" });
    await dialog.getByText(overlapping.reference, { exact: false }).waitFor();
    await dialog.getByLabel("Message to the renter (optional)").fill("See you at Douglas-Charles arrivals.");
    await screenshotViewport(owner, "inbox-approve-dialog-desktop");
    expect(await accessibilityViolations(owner)).toEqual([]);
    await dialog.getByRole("button", { name: "Approve" }).click();
    await waitForToast(owner, "Booking status updated successfully");
    await inbox
      .getByRole("status")
      .getByText(`${approved.reference} approved. Declined as they shared its days: ${overlapping.reference}.`)
      .waitFor();
    await inbox.getByRole("tab", { name: /^Pending\s*1$/ }).waitFor();
    // The request left the tab with its button; focus is on the inbox's heading, not lost.
    expect(await owner.evaluate(() => document.activeElement?.textContent)).toBe("Vehicle Bookings");

    await inbox.getByRole("tab", { name: /^Upcoming/ }).click();
    await card(approved.reference).getByText("Your message: See you at Douglas-Charles arrivals.").waitFor();
    const reply = new URL(
      (await card(approved.reference).getByRole("link", { name: "Reply on WhatsApp" }).getAttribute("href")) ?? "",
    );
    expect(reply.searchParams.get("text")).toMatch(
      new RegExp(`\\(request ${approved.reference}\\) is confirmed\\.\\n\\nSee you at Douglas-Charles arrivals\\.$`),
    );
    await inbox.getByRole("tab", { name: /^Declined \/ cancelled \/ expired/ }).click();
    await card(overlapping.reference)
      .getByText(`Declined automatically when you approved ${approved.reference} for these days.`)
      .waitFor();
    await card(overlapping.reference).getByTestId("booking-status").getByText("Declined", { exact: true }).waitFor();

    // The overlapping renter is told in French, with the company's vehicles free on those dates.
    const taken = await waitForMail({ to: overlapping.email, subject: `Demande ${overlapping.reference} refusée` });
    expect(taken.text).toContain("a loué le Toyota RAV4 à un autre client sur ces dates");
    expect(taken.text).toContain("- Suzuki Jimny (2023)");
    const alternative = taken.links.find((link) => link.includes(`/companies/${companyId}`));
    expect(alternative).toBe(`${session.baseURL}/companies/${companyId}?lang=fr`);
    const page = await session.newPage();
    await page.goto(alternative ?? "");
    await page
      .getByRole("heading", { name: new RegExp(`${username} Rentals`) })
      .first()
      .waitFor();

    // The approved renter has the mail, and the status page says confirmed with the message.
    const confirmed = await waitForMail({ to: approved.email, subject: `Request ${approved.reference} confirmed` });
    expect(confirmed.text).toContain(":\n> See you at Douglas-Charles arrivals.\n");
    await visitor.goto(approved.statusUrl);
    const status = visitor.getByTestId("request-status");
    await status.getByText("Confirmed", { exact: true }).waitFor();
    await visitor.getByText("See you at Douglas-Charles arrivals.").waitFor();
    await visitor.getByTestId("request-timeline").getByText("Seen by the company").waitFor();
    await screenshot(visitor, "inbox-renter-confirmed-desktop");

    // Decline with a message.
    await inbox.getByRole("tab", { name: /^Pending/ }).click();
    await card(declined.reference).getByRole("button", { name: "Decline" }).click();
    const declineDialog = owner.getByRole("dialog", { name: "Decline this request?" });
    await declineDialog.getByLabel("Message to the renter (optional)").fill("That car is in the garage that week.");
    await declineDialog.getByRole("button", { name: "Decline" }).click();
    await inbox.getByRole("status").getByText(`${declined.reference} declined.`).waitFor();
    await inbox.getByText("No bookings found", { exact: true }).waitFor();
    expect(await dashboardLink.getByTestId("pending-count").count()).toBe(0);
    const declinedMail = await waitForMail({ to: declined.email, subject: `Request ${declined.reference} declined` });
    expect(declinedMail.text).toContain(":\n> That car is in the garage that week.\n");
    expect(declinedMail.text).toContain("Free on your dates at the same company:");
    await visitor.goto(declined.statusUrl);
    await visitor.getByTestId("request-status").getByText("Declined", { exact: true }).waitFor();
    await visitor.getByText("That car is in the garage that week.").waitFor();
    await inbox.getByRole("tab", { name: /^Declined \/ cancelled \/ expired\s*2$/ }).click();
    await screenshotPage(owner, "inbox-closed-desktop");
  });

  it("works at 375 px in French, by keyboard", async () => {
    const { username, vehicles } = await companyWithFleet(session);
    const visitor = await session.newPage();
    const request = await sendRequest(visitor, vehicles.cheap, 80, 83, { name: "Diane Dupont", language: "fr" });
    const phone = await session.newPage({ mobile: true });
    await loginThroughUi(phone, username, "password123");
    await phone.goto("/bookings?lang=fr");
    // The closed menu shows the count; inside it, the Dashboard link says it.
    const menu = phone.getByRole("banner").locator("summary");
    await menu.getByTestId("pending-count").getByText("1", { exact: true }).waitFor();
    await menu.click();
    await phone
      .locator("#mobile-menu")
      .getByRole("link", { name: /^Tableau de bord/ })
      .getByText("1 demande en attente")
      .waitFor();
    await menu.click();
    const inbox = phone.getByRole("region", { name: "Réservations de vos véhicules" });
    await inbox.getByRole("tab", { name: /^En attente\s*1$/, selected: true }).waitFor();
    // The tabs are one tab stop; the arrow keys move between them.
    await inbox.getByRole("tab", { name: /^En attente/ }).focus();
    await phone.keyboard.press("ArrowRight");
    await inbox.getByRole("tab", { name: /^À venir/, selected: true }).waitFor();
    await inbox.getByText("Aucune réservation trouvée").waitFor();
    await phone.keyboard.press("ArrowLeft");
    const card = inbox.getByTestId("booking-card").filter({ has: phone.getByText(`Demande ${request.reference}`) });
    await card.getByRole("button", { name: "Informations du locataire" }).click();
    await card.getByText("LIC-DIANE-77").waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshotPage(phone, "inbox-mobile-fr");
    expect(await accessibilityViolations(phone)).toEqual([]);

    // The dialog by keyboard: it opens with focus inside, Escape closes it and focus returns.
    const refuse = card.getByRole("button", { name: "Refuser" });
    await refuse.focus();
    await phone.keyboard.press("Enter");
    const dialog = phone.getByRole("dialog", { name: "Refuser cette demande ?" });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await screenshotViewport(phone, "inbox-decline-dialog-mobile-fr");
    await phone.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await refuse.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("opens the request a company mail links to, in its tab, without the renter's secret", async () => {
    const { owner, username, vehicles } = await companyWithFleet(session);
    const visitor = await session.newPage();
    const waiting = await sendRequest(visitor, vehicles.main, 80, 82, { name: "Dana Waiting" });
    const withdrawn = await sendRequest(visitor, vehicles.other, 84, 85, { name: "Evan Withdrawn" });
    const cancel = await visitor.request.post(`/api/booking-requests/${tokenOf(withdrawn.statusUrl)}/cancel`);
    expect(cancel.ok()).toBe(true);
    const companyMail = (subject: string) => waitForMail({ to: `${username}@example.com`, subject });
    const inbox = owner.getByRole("region", { name: "Vehicle Bookings" });
    const marked = inbox.locator('[aria-current="true"]');

    for (const [mail, reference, tab] of [
      [await companyMail(`New request ${waiting.reference}`), waiting.reference, /^Pending/],
      [await companyMail(`Request ${withdrawn.reference} withdrawn`), withdrawn.reference, /^Declined/],
    ] as const) {
      // The mail carries the company's inbox entry, never a status link or its token.
      expect(mail.text).not.toContain("/requests/");
      expect(mail.text).not.toContain(tokenOf(waiting.statusUrl));
      expect(mail.text).not.toContain(tokenOf(withdrawn.statusUrl));
      const link = new URL(mail.links.find((url) => url.includes("/company/dashboard")) ?? "");
      expect(link.searchParams.get("request")).toBe(reference);
      await owner.goto(`${link.pathname}${link.search}`);
      await inbox.getByRole("tab", { name: tab, selected: true }).waitFor();
      await marked.getByText(`Request ${reference}`).waitFor();
      expect(await marked.count()).toBe(1);
    }
    await screenshotPage(owner, "inbox-opened-from-mail-desktop");
    expect(await accessibilityViolations(owner)).toEqual([]);
    await visitor.close();
  });

  it("refuses deleting a vehicle with a waiting request, naming it, and archives it instead (1280 and 375 px)", async () => {
    const { owner, vehicles } = await companyWithFleet(session);
    const visitor = await session.newPage();
    const waiting = await sendRequest(visitor, vehicles.cheap, 90, 92, { name: "Fiona Waiting" });
    const refusal = `This vehicle has 1 booking (${waiting.reference}); archive it instead`;

    for (const width of [1280, 375]) {
      await owner.setViewportSize({ width, height: 800 });
      await owner.goto("/company/dashboard");
      await owner.getByRole("button", { name: "Delete Suzuki Jimny permanently" }).click();
      const confirm = owner.getByRole("alertdialog", { name: "Delete Permanently" });
      await confirm.getByRole("button", { name: "Delete Permanently" }).click();
      await confirm.getByRole("alert").getByText(refusal).waitFor();
      // The dialog fits the screen, the refusal and its action in view.
      const box = await confirm.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await screenshotViewport(owner, `dashboard-delete-refused-${width}`);
      expect(await accessibilityViolations(owner)).toEqual([]);
      if (width === 1280) {
        await confirm.getByRole("button", { name: "Cancel" }).click();
        await confirm.waitFor({ state: "detached" });
        continue;
      }
      await confirm.getByRole("button", { name: "Archive instead" }).click();
      await waitForToast(owner, "Vehicle archive status updated successfully");
      await confirm.waitFor({ state: "detached" });
    }
    await owner.getByRole("region", { name: "Archived Vehicles" }).getByText("Suzuki Jimny", { exact: true }).waitFor();
    // The request is still the renter's to read: declined, with the mail that says so.
    const status = await visitor.request.get(`/api/booking-requests/${tokenOf(waiting.statusUrl)}`);
    expect(status.status()).toBe(200);
    expect(((await status.json()) as { status: string }).status).toBe("rejected");
    await waitForMail({ to: waiting.email, subject: `Request ${waiting.reference} declined` });
    await visitor.close();
  });
});
