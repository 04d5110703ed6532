// A load plan (plan.ts): visitors sending Book Now requests — a listed vehicle, dates up to a year
// ahead, each from its own email so that only the dates (never the per-email limits) can refuse one.
import { bookingInquiryDefaults } from "../../src/domain/contracts/requests/inquiry-schema";
import { addDays } from "../../src/domain/dates";
import type { PlanFactory } from "./plan";

export const bookingRequestsPlan = new URL("./booking-requests.ts", import.meta.url);

export interface BookingRequestsOptions {
  /** Dominica's day when the run starts. */
  today: string;
  /** The Origin a browser on the site sends with a write. */
  origin: string;
  vehicleIds: number[];
}

const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** A filled Book Now form as a visitor sends it. */
export function bookingRequestBody(today: string, vehicleId: number | undefined, email: string) {
  const startDate = addDays(today, between(1, 365));
  return JSON.stringify({
    ...bookingInquiryDefaults({ startDate, endDate: addDays(startDate, between(1, 10)) }),
    vehicleId,
    fullName: "Bench Visitor",
    email,
    phone: "(767) 448-2211",
    nationality: "Dominican",
    dateOfBirth: "1985-06-15",
    driverLicenseNumber: "DM-123456",
    licenseClass: "B",
    licenseFirstIssued: "2005-01-10",
    licenseCountry: "Dominica",
    drivingExperienceYears: 20,
  });
}

const bookingRequests: PlanFactory<BookingRequestsOptions> = ({ today, origin, vehicleIds }) => {
  let sent = 0;
  return async (send) => {
    const vehicleId = vehicleIds[between(0, vehicleIds.length - 1)];
    await send({
      method: "POST",
      path: "/api/booking-requests",
      headers: { "content-type": "application/json", origin },
      body: bookingRequestBody(today, vehicleId, `bench-${process.pid}-${++sent}@example.com`),
    });
  };
};
export default bookingRequests;
