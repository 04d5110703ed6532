import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { english } from "../../src/domain/i18n/translate";
import { fr as french } from "../../src/domain/i18n/translations/fr";
import { makeImage } from "../helpers/images";
import { pdfText } from "../helpers/pdf-text";
import {
  accessibilityViolations,
  companyOfTheSuite,
  describeInBrowser,
  screenshot,
  signUpRenter,
  waitForToast,
} from "./browser";

const day = (n: number) => addDays(todayInDominica(), n);

/**
 * Both sides of the licence from the phone's camera input, each acknowledged with `received` and
 * shown back (the photo is served to whoever checks in).
 */
async function giveLicencePhotos(checkIn: Locator, received: string) {
  const photo = await makeImage("jpeg", 800, 500);
  for (const side of ["front", "back"] as const) {
    const part = checkIn.getByTestId(`license-${side}`);
    expect(await part.locator('input[type="file"]').getAttribute("capture")).toBe("environment");
    await part
      .locator('input[type="file"]')
      .setInputFiles({ name: `${side}.jpg`, mimeType: "image/jpeg", buffer: photo.bytes });
    await part.getByText(received, { exact: true }).waitFor();
    await expect
      .poll(() => part.getByRole("img").evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
}

/** A visitor's request, through the API as the Book Now form sends it, confirmed by the company. */
async function confirmedRequest(company: Page, visitor: Page, vehicleId: number, from: number, language: "en" | "fr") {
  const sent = await visitor.request.post("/api/booking-requests", {
    data: {
      vehicleId,
      fullName: "Grace Lewis",
      email: `grace${Date.now().toString(36)}@example.com`,
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
      startDate: day(from),
      endDate: day(from + 2),
      pickupLocation: "roseau",
      dropoffLocation: "roseau",
      includeInsurance: false,
      language,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference, statusUrl } = (await sent.json()) as { reference: string; statusUrl: string };
  const list = (await (await company.request.get("/api/company/bookings?filter=pending")).json()) as {
    id: number;
    reference: string;
  }[];
  const id = list.find((booking) => booking.reference === reference)?.id;
  const confirmed = await company.request.patch(`/api/bookings/${id}`, { data: { status: "confirmed" } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { reference, statusUrl };
}

describeInBrowser("check-in before arrival", (session) => {
  const own = companyOfTheSuite(session, {
    username: "checkin",
    companyName: "Checkin Rentals",
    vehicle: { make: "Suzuki", model: "Jimny", deposit: 100, dailyPrice: 60 },
  });

  for (const [size, mobile, language] of [
    ["mobile", true, "fr"],
    ["desktop", false, "en"],
  ] as const) {
    const fr = language === "fr";
    it(`at ${mobile ? 375 : 1280} px (${language}): the renter gives the arrival, a licence photo and signs; the company sees "Agreement signed" and downloads the PDF`, async () => {
      const renter = await session.newPage({ mobile });
      const { reference, statusUrl } = await confirmedRequest(
        own.company,
        renter,
        own.vehicleId,
        mobile ? 50 : 45,
        language,
      );
      await renter.goto(statusUrl);
      const checkIn = renter.getByTestId("check-in");
      await checkIn.getByText(fr ? "Gagnez du temps au comptoir" : "Save time at the desk", { exact: false }).waitFor();

      // The arrival: a flight to Douglas-Charles.
      await checkIn.getByLabel(fr ? "Numéro de vol" : "Flight number").fill("BW 441");
      await checkIn
        .getByLabel(fr ? "Jour et heure d'arrivée (heure de la Dominique)" : "Arrival day and time (Dominica time)")
        .fill(`${day(mobile ? 50 : 45)}T09:30`);
      await checkIn.getByRole("button", { name: fr ? "Enregistrer l'arrivée" : "Save arrival" }).click();
      await waitForToast(renter, fr ? "Votre arrivée est enregistrée." : "Your arrival is saved.");

      // The licence: both sides from the phone's camera input, then the permit's details.
      await giveLicencePhotos(checkIn, fr ? "Photo reçue" : "Photo received");
      await checkIn.getByLabel(fr ? "Numéro de permis" : "License number").fill("LIC-GRACE-77");
      await checkIn.getByLabel(fr ? "Pays de délivrance" : "Issuing country").fill("United Kingdom");
      await checkIn.getByLabel(fr ? "Date d'expiration du permis" : "License expiry date").fill(day(800));
      await checkIn.getByLabel(fr ? "Date de naissance" : "Date of Birth").fill("1990-04-02");
      await checkIn.getByRole("button", { name: fr ? "Enregistrer le permis" : "Save license details" }).click();
      await checkIn.getByTestId("permit-saved").waitFor();

      // A name that is not the booking's is refused beside the field, in the renter's language.
      const signature = checkIn.getByLabel(fr ? "Tapez votre nom complet pour signer" : "Type your full name to sign");
      await signature.fill("Grace Lewi");
      await checkIn.getByRole("button", { name: fr ? "Signer le contrat" : "Sign the agreement" }).click();
      await checkIn
        .getByText(
          fr
            ? "Tapez votre nom complet tel qu'il figure sur la réservation"
            : "Type your full name as it is on the booking",
        )
        .waitFor();
      await screenshot(renter, `check-in-${size}`);
      expect(await accessibilityViolations(renter)).toEqual([]);

      // Signed by keyboard: the name, then Enter.
      await signature.fill("grace  LEWIS");
      await signature.press("Enter");
      await checkIn.getByTestId("agreement-signed").waitFor();
      await checkIn
        .getByRole("link", { name: fr ? "Télécharger le contrat (PDF)" : "Download the agreement (PDF)" })
        .waitFor();
      await screenshot(renter, `check-in-signed-${size}`);

      // The company's inbox: the state, the photos and the PDF.
      const page = await session.newPage({ mobile });
      await page.context().addCookies(await own.company.context().cookies());
      await page.goto(`/company/dashboard?request=${reference}&lang=${language}`);
      const booking = page.locator('div[aria-current="true"]');
      const panel = booking.getByTestId("inbox-check-in");
      await panel
        .getByTestId("check-in-state")
        .getByText(fr ? "Contrat signé" : "Agreement signed")
        .waitFor();
      await panel.getByRole("link", { name: fr ? "Photo du permis, recto" : "License photo, front" }).waitFor();
      await panel.scrollIntoViewIfNeeded();
      await booking.screenshot({ path: `test-results/screenshots/inbox-check-in-${size}.png` });
      expect(await accessibilityViolations(page)).toEqual([]);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        panel.getByRole("link", { name: fr ? "Contrat signé (PDF)" : "Signed agreement (PDF)" }).click(),
      ]);
      const text = pdfText(await readFile((await download.path()) ?? ""));
      expect(text).toContain("grace  LEWIS");
      expect(text).toContain(fr ? "Contrat de location" : "Rental agreement");
      expect(text).toMatch(/180[.,]00/);
    });
  }

  for (const [size, mobile, language, from] of [
    ["mobile", true, "en", 60],
    ["mobile-fr", true, "fr", 65],
    ["desktop", false, "en", 70],
  ] as const) {
    it(`at ${mobile ? 375 : 1280} px (${language}): a renter who booked signed in checks in from My Bookings, with a licence photo, and signs`, async () => {
      const say = (key: string) => english(language === "fr" ? (french[key] ?? key) : key);
      const renter = await session.newPage({ mobile });
      await signUpRenter(renter, "Grace Lewis");
      // Booked signed in: the account's request has no status link, only My Bookings.
      const sent = await renter.request.post("/api/bookings", {
        data: { vehicleId: own.vehicleId, startDate: day(from), endDate: day(from + 2), language },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      const { id } = (await sent.json()) as { id: number };
      const confirmed = await own.company.request.patch(`/api/bookings/${id}`, { data: { status: "confirmed" } });
      expect(confirmed.status(), await confirmed.text()).toBe(200);

      await renter.goto(`/bookings?lang=${language}`);
      const card = renter.getByTestId("booking-card");
      const badge = card.getByTestId("my-booking-records").locator(":scope > p").getByTestId("check-in-state");
      await badge.getByText(say("Check-in not started")).waitFor();
      // Opened by keyboard: a disclosure button that says whether it is open.
      const open = card.getByRole("button", { name: say("Check in") });
      expect(await open.getAttribute("aria-expanded")).toBe("false");
      await open.focus();
      await renter.keyboard.press("Enter");
      expect(await open.getAttribute("aria-expanded")).toBe("true");
      const checkIn = card.getByTestId("check-in");
      await checkIn.getByRole("heading", { name: say("Check-in before you arrive"), level: 4 }).waitFor();

      await checkIn.getByLabel(say("Arriving"), { exact: true }).selectOption("on-island");
      await checkIn.getByRole("button", { name: say("Save arrival") }).click();
      await waitForToast(renter, say("Your arrival is saved."));

      await giveLicencePhotos(checkIn, say("Photo received"));
      await checkIn.getByLabel(say("License number")).fill("LIC-GRACE-77");
      await checkIn.getByLabel(say("Issuing country")).fill("United Kingdom");
      await checkIn.getByLabel(say("License expiry date")).fill(day(800));
      await checkIn.getByLabel(say("Date of Birth")).fill("1990-04-02");
      await checkIn.getByRole("button", { name: say("Save license details") }).click();
      await checkIn.getByTestId("permit-saved").waitFor();
      await badge.getByText(say("License given")).waitFor();
      const signature = checkIn.getByLabel(say("Type your full name to sign"));
      await signature.fill("Grace Lewis");
      await screenshot(renter, `my-bookings-check-in-${size}`, { fromTop: true });
      expect(await accessibilityViolations(renter)).toEqual([]);

      await signature.press("Enter");
      await checkIn.getByTestId("agreement-signed").waitFor();
      await badge.getByText(say("Agreement signed")).waitFor();
      const download = checkIn.getByRole("link", { name: say("Download the agreement (PDF)") });
      const pdf = await renter.request.get((await download.getAttribute("href")) ?? "");
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      const text = pdfText(await pdf.body());
      expect(text).toContain("Grace Lewis");
      expect(text).toContain(language === "fr" ? "Contrat de location" : "Rental agreement");
      await screenshot(renter, `my-bookings-check-in-signed-${size}`, { fromTop: true });
      expect(await accessibilityViolations(renter)).toEqual([]);

      // The company sees it signed.
      const inbox = (await (await own.company.request.get("/api/company/bookings")).json()) as {
        id: number;
        checkIn: { state: string } | null;
      }[];
      expect(inbox.find((booking) => booking.id === id)?.checkIn?.state).toBe("agreement-signed");
    });
  }
});
