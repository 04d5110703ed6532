import type { Page } from "playwright-core";
import sharp from "sharp";
import { expect } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";

/** Dominica's today plus `n` days. */
export const day = (n: number) => addDays(todayInDominica(), n);

/** A photo as a phone's camera hands it over: large, and noisy enough to weigh what a real one does. */
export const cameraPhoto = async (width: number, height: number, quality: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 90, g: 110, b: 130 },
      noise: { type: "gaussian", mean: 120, sigma: 60 },
    },
  })
    .jpeg({ quality })
    .toBuffer();

/**
 * A visitor's request (for today and tomorrow unless `startsIn` days later, `lastDayIn` days after
 * its first), through the API as the Book Now form sends it, confirmed by the company.
 */
export async function confirmedRequest(
  company: Page,
  visitor: Page,
  vehicleId: number,
  language: "en" | "fr",
  startsIn = 0,
  lastDayIn = 1,
) {
  const sent = await visitor.request.post("/api/booking-requests", {
    data: {
      vehicleId,
      fullName: "Grace Lewis",
      email: `grace.handover${Date.now().toString(36)}@example.com`,
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
      startDate: day(startsIn),
      endDate: day(startsIn + lastDayIn),
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
  return { id: id as number, reference, statusUrl };
}
