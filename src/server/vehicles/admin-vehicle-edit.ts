import {
  checkRates,
  type VehicleData,
  vehicleEditSchema,
  vehicleFields,
} from "../../domain/contracts/vehicles/vehicle-schema";
import { invalidFields } from "../errors";

/**
 * An admin's inline edit of a vehicle row (docs/product-rules.md, "Admin actions"): only the fields sent are
 * validated and written, with the vehicle schema's rules and messages, where an expiry date sent
 * unchanged may lie in the past (`vehicleEditSchema`, shared with the row's form). Anything the
 * schema does not know — company, createdAt, updatedAt, id, isArchived — is ignored.
 */
export function parseAdminVehicleEdit(
  body: Record<string, unknown>,
  current: { insuranceExpiryDate: string; licenseExpiryDate: string } & Pick<
    VehicleData,
    "dailyPrice" | "weeklyPrice" | "monthlyPrice"
  >,
): Partial<VehicleData> {
  const sent: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key in vehicleFields.shape && value !== undefined) sent[key] = value;
  }
  // The rates are checked against each other as they will stand: the sent ones over the current.
  const result = vehicleEditSchema(current)
    .partial()
    .superRefine((data, ctx) =>
      checkRates(
        {
          dailyPrice: data.dailyPrice ?? current.dailyPrice,
          weeklyPrice: "weeklyPrice" in sent ? data.weeklyPrice : current.weeklyPrice,
          monthlyPrice: "monthlyPrice" in sent ? data.monthlyPrice : current.monthlyPrice,
        },
        ctx,
      ),
    )
    .safeParse(sent);
  if (!result.success) {
    throw invalidFields(result.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })));
  }
  // `.partial()` still fills the schema's defaults (seats 4, deposit 0…) for absent fields: keep
  // only what was sent, so an edit never resets a field the admin did not touch.
  const data = result.data as Record<string, unknown>;
  return Object.fromEntries(Object.keys(sent).map((key) => [key, data[key]])) as Partial<VehicleData>;
}
