import { z } from "zod";
import { id, type Wire } from "../common";
import { checkRates, vehicleFields } from "./vehicle-schema";

/** POST and PATCH /api/vehicles: the client sends companyId with the vehicle; the server decides the company. */
export const vehicleBody = vehicleFields.extend({ companyId: id("Company ID").optional() }).superRefine(checkRates);
export type VehicleBody = z.input<typeof vehicleBody>;

/** PATCH /api/vehicles/{id}/archive. */
export const archiveBody = z.object({ isArchived: z.boolean({ error: "isArchived must be true or false" }) });

/** PATCH /api/admin/vehicles/{id}/type: 'Update Type Only'. */
export const vehicleTypeBody = vehicleFields.pick({ type: true });

/**
 * PATCH /api/admin/vehicles/{id}: only the fields sent. Checked in the handler with the vehicle
 * schema, because an unchanged past expiry date may stay (docs/product-rules.md, "Calendar and unavailability").
 */
export const adminVehicleEditBody = z.record(z.string(), z.unknown());
export type AdminVehicleEdit = Partial<VehicleBody>;

/** DELETE /api/vehicles/{id}: the 'Vehicle Deleted' toast shows `details`. */
export const deletedVehicle = z.object({
  message: z.string(),
  details: z.string(),
  removed: z.object({
    bookings: z.number(),
    reviews: z.number(),
    unavailabilityPeriods: z.number(),
    images: z.number(),
  }),
});
export type DeletedVehicle = Wire<typeof deletedVehicle>;
