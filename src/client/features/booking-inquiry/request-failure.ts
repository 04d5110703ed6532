import { ApiError } from "../../lib/api";

export const COULD_NOT_RECORD =
  "Your request could not be recorded just now. You can still send it to the company on WhatsApp.";
export const CHECK_THE_FIELDS = "Some details need another look: see the messages beside the fields.";
export const VEHICLE_GONE = "This vehicle is not available for booking";

/** The form's fields a 400 may name; anything else it names is not the visitor's to fix. */
const FORM_FIELDS = new Set([
  "fullName",
  "email",
  "phone",
  "nationality",
  "dateOfBirth",
  "driverLicenseNumber",
  "licenseClass",
  "licenseFirstIssued",
  "licenseCountry",
  "drivingExperienceYears",
  "needsDominicanPermit",
  "paymentMethod",
  "startDate",
  "endDate",
  "pickupLocation",
  "dropoffLocation",
  "includeInsurance",
  "visitingLocations",
]);

export interface RecordingFailure {
  /** What the form says, in English (the form translates it): why, in the renter's words. */
  message: string;
  /** A 400's messages for the form's own fields. */
  fields: Record<string, string>;
}

/**
 * Why recording a request failed, for a renter: a 400 lands on the fields it names; a 409 (dates
 * taken, a request already waiting) and a 429 (the limit) are the server's own sentence; a vehicle
 * gone is said so; anything else — offline, a server error — is "could not be recorded".
 */
export function recordingFailure(error: unknown): RecordingFailure {
  if (!(error instanceof ApiError)) return { message: COULD_NOT_RECORD, fields: {} };
  if (error.status === 400) {
    const fields = Object.fromEntries(Object.entries(error.fieldErrors).filter(([field]) => FORM_FIELDS.has(field)));
    return Object.keys(fields).length > 0
      ? { message: CHECK_THE_FIELDS, fields }
      : { message: error.serverMessage || COULD_NOT_RECORD, fields: {} };
  }
  if (error.status === 404) return { message: VEHICLE_GONE, fields: {} };
  if ((error.status === 409 || error.status === 429) && error.serverMessage) {
    return { message: error.serverMessage, fields: {} };
  }
  return { message: COULD_NOT_RECORD, fields: {} };
}
