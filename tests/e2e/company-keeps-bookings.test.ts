import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { accessibilityViolations, companyOfTheSuite, describeInBrowser, screenshot, waitForToast } from "./browser";

const day = (n: number) => addDays(todayInDominica(), n);

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

describeInBrowser("the company keeps its bookings and is paid its own way", (session) => {
  const own = companyOfTheSuite(session, {
    username: "keeps",
    companyName: "Keeps Rentals",
    vehicle: { make: "Kia", model: "Sportage", deposit: 150, dailyPrice: 60 },
  });

  for (const [size, mobile, language] of [
    ["desktop", false, "en"],
    ["mobile", true, "fr"],
  ] as const) {
    it(`at ${mobile ? 375 : 1280} px (${language}): states how it is paid, records a deposit, cancels with a reason, and the renter's page says so`, async () => {
      const visitor = await session.newPage({ mobile });
      const renterSees = await confirmedRequest(own.company, visitor, own.vehicleId, mobile ? 40 : 30, language);
      const page = await session.newPage({ mobile });
      // The owner's session, in this page's own context.
      const cookies = await own.company.context().cookies();
      await page.context().addCookies(cookies);

      // The profile's "How you are paid".
      await page.goto(`/company/profile?lang=${language}`);
      const terms = page.getByRole("heading", {
        name: language === "fr" ? "Comment vous êtes payé" : "How you are paid",
      });
      await terms.scrollIntoViewIfNeeded();
      const card = page
        .locator("form")
        .filter({ has: page.getByText(language === "fr" ? "Moyens de paiement acceptés" : "Ways you take payments") });
      await card.getByLabel(language === "fr" ? "Virement bancaire" : "Bank transfer").check();
      await card.getByLabel(language === "fr" ? "Espèces à la prise du véhicule" : "Cash at pick-up").check();
      await card
        .getByLabel(language === "fr" ? "Coordonnées bancaires" : "Bank details")
        .fill("Island Bank, Keeps Rentals, 0042-77");
      await card
        .getByRole("button", {
          name: language === "fr" ? "Enregistrer les conditions de paiement" : "Save payment terms",
        })
        .click();
      await waitForToast(page, language === "fr" ? "Conditions de paiement enregistrées" : "Payment terms saved");
      await card.screenshot({ path: `test-results/screenshots/payment-terms-${size}.png` });

      // The renter's confirmed page says how to pay, with the amounts due.
      await visitor.goto(renterSees.statusUrl);
      const howToPay = visitor.getByTestId("how-to-pay");
      await howToPay.getByText("Island Bank, Keeps Rentals, 0042-77").waitFor();
      await screenshot(visitor, `how-to-pay-${size}`);

      // The inbox: record a deposit; the card says "Deposit paid".
      await page.goto(`/company/dashboard?request=${renterSees.reference}&lang=${language}`);
      const booking = page.locator('div[aria-current="true"]');
      await booking.waitFor();
      await booking.getByText(language === "fr" ? "Paiements (0)" : "Payments (0)").click();
      const payments = booking.getByTestId("payments-panel");
      await payments.getByLabel(language === "fr" ? "Montant (USD)" : "Amount (USD)").fill("150");
      await payments
        .getByRole("button", { name: language === "fr" ? "Enregistrer le paiement" : "Record payment" })
        .click();
      await waitForToast(page, language === "fr" ? "Paiement enregistré" : "Payment recorded");
      const depositPaid = language === "fr" ? "Paiement : Caution payée" : "Payment: Deposit paid";
      await booking.getByTestId("payment-status").getByText(depositPaid).waitFor();
      await visitor.reload();
      await visitor.getByTestId("request-status").getByText(depositPaid).waitFor();
      await booking.scrollIntoViewIfNeeded();
      await booking.screenshot({ path: `test-results/screenshots/inbox-payment-${size}.png` });
      expect(await accessibilityViolations(page)).toEqual([]);

      // Cancel with a reason, by keyboard in the dialog.
      await booking
        .getByRole("button", { name: language === "fr" ? "Annuler la réservation" : "Cancel booking" })
        .click();
      const dialog = page.getByRole("dialog");
      const reason = language === "fr" ? "Le moteur a lâché hier soir." : "The engine failed last night.";
      await dialog
        .getByLabel(language === "fr" ? "Motif, envoyé au locataire" : "Reason, sent to the renter")
        .fill(reason);
      await page.screenshot({ path: `test-results/screenshots/company-cancel-dialog-${size}.png` });
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await waitForToast(
        page,
        language === "fr"
          ? "Réservation annulée. Le locataire a été prévenu par e-mail."
          : "Booking cancelled. The renter has been told by email.",
      );

      // The renter's page says who cancelled and why.
      await visitor.reload();
      const status = visitor.getByTestId("request-status");
      await status
        .getByText(
          language === "fr"
            ? "Keeps Rentals a annulé cette réservation. Cette annulation ne vous coûte rien."
            : "Keeps Rentals cancelled this booking. Nothing is charged to you for this cancellation.",
        )
        .waitFor();
      await visitor.getByTestId("cancel-reason").getByText(reason).waitFor();
      await visitor
        .getByTestId("request-timeline")
        .getByText(language === "fr" ? "Annulée par Keeps Rentals" : "Cancelled by Keeps Rentals")
        .waitFor();
      // Money moved: the status stays shown on the cancelled booking.
      await status.getByText(depositPaid).waitFor();
      await screenshot(visitor, `renter-cancelled-by-company-${size}`);
      expect(await accessibilityViolations(visitor)).toEqual([]);
    });
  }
});
