import type { Page } from "playwright-core";
import sharp from "sharp";
import { expect, it } from "vitest";
import { LIMITS } from "../../src/domain/constants";
import { english } from "../../src/domain/i18n/translate";
import { fr } from "../../src/domain/i18n/translations/fr";
import {
  accessibilityViolations,
  companyOfTheSuite,
  describeInBrowser,
  loadLazyImages,
  menuButton,
  screenshot,
  signUpRenter,
} from "./browser";
import { cameraPhoto, confirmedRequest, day } from "./handover-helpers";

describeInBrowser("the handover on the company's phone (issue 39)", (session) => {
  const own = companyOfTheSuite(session, {
    username: "handover",
    companyName: "Handover Rentals",
    vehicle: { make: "Suzuki", model: "Jimny", deposit: 150, dailyPrice: 60 },
  });

  for (const [size, mobile, language] of [
    ["mobile", true, "en"],
    ["mobile-fr", true, "fr"],
    ["desktop", false, "en"],
  ] as const) {
    it(`at ${mobile ? 375 : 1280} px (${language}): Today, the pick-up with a photo and the renter's name, the return, and the booking completes`, async () => {
      const say = (key: string, values?: Record<string, string | number>) =>
        english(language === "fr" ? (fr[key] ?? key) : key, values);
      const visitor = await session.newPage({ mobile });
      const { reference, statusUrl } = await confirmedRequest(own.company, visitor, own.vehicleId, language);
      const page = await session.newPage({ mobile });
      await page.context().addCookies(await own.company.context().cookies());

      // Today, from the navigation bar (its menu on a phone).
      await page.goto(`/company/dashboard?lang=${language}`);
      if (mobile) {
        await menuButton(page, say("Open menu")).click();
        await page
          .locator("#mobile-menu")
          .getByRole("link", { name: say("Today") })
          .click();
      } else {
        await page
          .getByRole("navigation")
          .getByRole("link", { name: say("Today"), exact: true })
          .click();
      }
      await page.getByRole("heading", { name: say("Today"), level: 1 }).waitFor();
      const pickUpRow = page
        .getByTestId("today-row")
        .filter({ hasText: reference })
        .and(page.locator('[data-kind="pick-up"]'));
      await pickUpRow.waitFor();
      expect(
        await pickUpRow.getByRole("link", { name: say("Call {{name}}", { name: "Grace Lewis" }) }).getAttribute("href"),
      ).toBe("tel:+442079460958");
      await screenshot(page, `today-${size}`);
      expect(await accessibilityViolations(page)).toEqual([]);

      // The pick-up: odometer, fuel, a remark and a photo from the camera, then the renter's name.
      await pickUpRow.getByRole("button", { name: say("Start pick-up") }).click();
      await page.getByLabel(say("Odometer (km)")).fill("12000");
      await page.getByText(say("Full"), { exact: true }).click();
      await page.getByLabel(say("Damage and remarks")).fill("Scratch on the rear bumper");
      const camera = page.locator('input[type="file"][capture="environment"]');
      await camera.setInputFiles({
        name: "bumper.jpg",
        mimeType: "image/jpeg",
        buffer: await cameraPhoto(2400, 1600, 90),
      });
      await page.getByTestId("handover-photos").getByRole("img").waitFor();
      // A wrong name is refused before anything is sent.
      await page.getByLabel(say("Your full name")).fill("Someone Else");
      await page.getByRole("button", { name: say("Confirm pick-up") }).click();
      await page.getByText(say("The name must be the renter's as on the booking")).waitFor();
      await page.getByLabel(say("Your full name")).fill("grace  lewis");
      await screenshot(page, `handover-pick-up-${size}`, { fromTop: true });
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole("button", { name: say("Confirm pick-up") }).click();
      await page.getByRole("heading", { name: say("Pick-up recorded") }).waitFor();
      await page.getByTestId("handover-pick-up").getByRole("img").first().waitFor();

      // The return, the pick-up's record beside it, the km driven as typed.
      await page
        .getByRole("button", { name: say("Back to Today") })
        .first()
        .click();
      const returnRow = page
        .getByTestId("today-row")
        .filter({ hasText: reference })
        .and(page.locator('[data-kind="return"]'));
      await returnRow.getByRole("button", { name: say("Start return") }).click();
      await page.getByTestId("handover-pick-up").getByText("Scratch on the rear bumper").waitFor();
      await page.getByLabel(say("Odometer (km)")).fill("12150");
      await page.getByText("6/8", { exact: true }).click();
      await page
        .getByTestId("handover-form-difference")
        .getByText(say("{{km}} km driven", { km: (150).toLocaleString() }), { exact: false })
        .waitFor();
      await page.getByLabel(say("New damage or remarks")).fill("Small dent on the left door");
      await page.getByLabel(say("Your full name")).fill("Grace Lewis");
      await screenshot(page, `handover-return-${size}`, { fromTop: true });
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole("button", { name: say("Confirm return") }).click();
      await page.getByText(say("The booking is completed.")).waitFor();
      await screenshot(page, `handover-done-${size}`, { fromTop: true });

      // The renter's page: completed, both records with their photo.
      await visitor.goto(statusUrl);
      const records = visitor.getByTestId("handover-records");
      await records.getByText("Small dent on the left door").waitFor();
      await records.getByTestId("handover-pick-up").getByRole("img").waitFor();
      await visitor.getByTestId("request-timeline").getByText(say("Car picked up")).waitFor();
      await visitor.getByTestId("request-timeline").getByText(say("Completed")).waitFor();
      await screenshot(visitor, `handover-renter-${size}`);
      expect(await accessibilityViolations(visitor)).toEqual([]);
      const bookings = (await (await own.company.request.get("/api/company/bookings?filter=past")).json()) as {
        reference: string;
        status: string;
      }[];
      expect(bookings.find((booking) => booking.reference === reference)?.status).toBe("completed");
    });
  }

  for (const [size, mobile, language] of [
    ["mobile", true, "en"],
    ["mobile-fr", true, "fr"],
    ["desktop", false, "en"],
    ["desktop-fr", false, "fr"],
  ] as const) {
    it(`at ${mobile ? 375 : 1280} px (${language}): a renter's account sees its check-in, agreement and both handovers with their photos in My Bookings`, async () => {
      const say = (key: string, values?: Record<string, string | number>) =>
        english(language === "fr" ? (fr[key] ?? key) : key, values);
      const renter = await session.newPage({ mobile });
      await signUpRenter(renter, "Grace Lewis");
      // Sent signed in, the request is the account's; it starts tomorrow, so check-in is still open today.
      const { id, reference, statusUrl } = await confirmedRequest(own.company, renter, own.vehicleId, language, 1);
      const token = statusUrl.split("/").pop();
      const checkIn = (data: object) => renter.request.put(`/api/booking-requests/${token}/check-in`, { data });
      expect((await checkIn({ permit: renterPermit })).status()).toBe(200);
      expect((await checkIn({ signature: { fullName: "Grace Lewis" } })).status()).toBe(200);
      const photo = `data:image/jpeg;base64,${(await cameraPhoto(600, 400, 70)).toString("base64")}`;
      for (const handover of [
        { kind: "pick-up", odometerKm: 12_000, fuelEighths: 8, notes: "Scratch on the rear bumper" },
        { kind: "return", odometerKm: 12_150, fuelEighths: 6, notes: "Small dent on the left door" },
      ]) {
        const recorded = await own.company.request.post(`/api/bookings/${id}/handovers`, {
          data: { ...handover, photos: [photo], renterName: "Grace Lewis" },
        });
        expect(recorded.status(), await recorded.text()).toBe(201);
      }

      await renter.goto(`/bookings?lang=${language}`);
      const card = renter.getByTestId("booking-card").filter({ hasText: reference });
      const records = card.getByTestId("handover-records");
      await records.getByText("Small dent on the left door").waitFor();
      await records.getByText("Scratch on the rear bumper").waitFor();
      for (const kind of ["pick-up", "return"]) {
        await records.getByTestId(`handover-${kind}`).getByRole("img").waitFor();
      }
      await card.getByText(say("{{km}} km driven", { km: (150).toLocaleString(language) }), { exact: false }).waitFor();
      await card.getByTestId("check-in-state").getByText(say("Agreement signed")).waitFor();
      const agreement = card.getByRole("link", { name: say("Signed agreement (PDF), {{time}}", { time: "" }).trim() });
      const pdf = await renter.request.get((await agreement.getAttribute("href")) ?? "");
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      // Every photo shown is served to the account.
      await loadLazyImages(renter);
      expect(
        await records
          .getByRole("img")
          .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth)),
      ).not.toContain(0);
      await screenshot(renter, `my-bookings-handovers-${size}`);
      expect(await accessibilityViolations(renter)).toEqual([]);
    });
  }

  it("resizes a vehicle photo over the size limit in the browser, and stores it at most 1200×800 (issue 42)", async () => {
    const page = await session.newPage();
    await page.context().addCookies(await own.company.context().cookies());
    const big = await cameraPhoto(4000, 2667, 100);
    expect(big.length).toBeGreaterThan(LIMITS.imageMaxBytes);
    await page.goto("/company/dashboard");
    await page.getByTestId(`vehicle-card-${own.vehicleId}`).getByRole("button", { name: "Edit Suzuki Jimny" }).click();
    const gallery = page.getByRole("dialog", { name: "Edit Vehicle" }).getByRole("region", { name: "Photos" });
    const before = await photosOf(page, own.vehicleId);
    await gallery.getByLabel("Add photos").setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: big });
    await expect
      .poll(async () => (await photosOf(page, own.vehicleId)).length, { timeout: 30_000 })
      .toBe(before.length + 1);
    const added = (await photosOf(page, own.vehicleId)).at(-1);
    const stored = await page.request.get(`/api/images/${added}`);
    const { width, height } = await sharp(await stored.body()).metadata();
    expect([width, height]).toEqual([1200, 800]);
  });
});

/** The temporary permit's details check-in needs before the agreement is signed. */
const renterPermit = {
  licenseNumber: "LIC-GRACE-77",
  licenseCountry: "United Kingdom",
  licenseExpiry: day(400),
  dateOfBirth: "1990-04-02",
};

const photosOf = async (page: Page, vehicleId: number) =>
  ((await (await page.request.get(`/api/vehicles/${vehicleId}`)).json()) as { images: { id: number }[] }).images.map(
    (photo) => photo.id,
  );
