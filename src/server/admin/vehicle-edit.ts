import { type VehicleData, vehicleSchema } from "../../domain/vehicle-schema";
import { DomainError } from "../errors";
import type { VehicleResponse } from "../vehicles/vehicle-response";

const EXPIRY_FIELDS = ["insuranceExpiryDate", "licenseExpiryDate"] as const;
const editSchema = vehicleSchema.partial();

/**
 * An admin's inline edit of a vehicle row (spec §5 "Admin vehicle edit"): only the fields sent are
 * validated and written, with the vehicle schema's rules and messages. Anything the schema does not
 * know — company, createdAt, updatedAt, id, isArchived — is ignored.
 *
 * One deliberate difference: an expiry date sent unchanged may lie in the past. The row editor
 * sends the whole row, and an admin correcting the price of a vehicle whose insurance has lapsed
 * must not be forced to invent a new date. A changed expiry date must still be in the future.
 */
export function parseAdminVehicleEdit(body: Record<string, unknown>, current: VehicleResponse): Partial<VehicleData> {
  const sent: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key in vehicleSchema.shape && value !== undefined) sent[key] = value;
  }
  for (const field of EXPIRY_FIELDS) {
    const value = sent[field];
    if (typeof value === "string" && value.slice(0, 10) === current[field]) delete sent[field];
  }
  const result = editSchema.safeParse(sent);
  if (!result.success) {
    const errors = result.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
    throw new DomainError("invalid", errors[0]?.message ?? "Invalid vehicle", errors);
  }
  // `.partial()` still fills the schema's defaults (seats 4, deposit 0…) for absent fields: keep
  // only what was sent, so an edit never resets a field the admin did not touch.
  const data = result.data as Record<string, unknown>;
  return Object.fromEntries(Object.keys(sent).map((key) => [key, data[key]])) as Partial<VehicleData>;
}
