import { z } from "zod";
import { FUEL_TYPES, TRANSMISSIONS, VEHICLE_TYPES } from "../../constants";
import { CURRENCIES } from "../../money";
import { id, timestamp, type Wire } from "../common";

/** `/api/vehicles/{id}` and `/api/admin/vehicles/{id}`. */
export const vehicleParams = z.object({ id: id("Vehicle ID") });

/**
 * A vehicle as its company and the admins see it, with its company's name and phone. Prices are in
 * `currency`, the company's; a weekly or monthly price of null is not offered.
 */
export const vehicle = z.object({
  id: z.number(),
  companyId: z.number(),
  make: z.string(),
  model: z.string(),
  year: z.number(),
  type: z.enum(VEHICLE_TYPES),
  fuelType: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  doors: z.number(),
  seats: z.number(),
  is4x4: z.boolean(),
  dailyPrice: z.number(),
  weeklyPrice: z.number().nullable(),
  monthlyPrice: z.number().nullable(),
  deposit: z.number(),
  currency: z.enum(CURRENCIES),
  insuranceExpiryDate: z.string(),
  licenseExpiryDate: z.string(),
  lastServiceDate: z.string(),
  available: z.boolean(),
  isArchived: z.boolean(),
  /** `/api/images/{id}` (append `?variant=thumb` for the 480 px card size) or an https URL; never bytes. */
  image: z.string().nullable(),
  imageColor: z.string().nullable().meta({
    description:
      "The cover's dominant colour (\"#7a8b99\"): paint it where the picture goes while it loads. Null without a picture, for an https one, or until an older image's colour is computed.",
  }),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** With its rating from published reviews (null: "New") and their count, as cards show it. */
  company: z.object({
    id: z.number(),
    name: z.string(),
    phone: z.string(),
    rating: z.number().nullable(),
    reviewCount: z.number(),
  }),
});
export type Vehicle = Wire<typeof vehicle>;

/** What visitors get: a company's paperwork dates and archive flag stay between it and the admins. */
export const publicVehicle = vehicle.omit({
  insuranceExpiryDate: true,
  licenseExpiryDate: true,
  lastServiceDate: true,
  isArchived: true,
});
export type PublicVehicle = Wire<typeof publicVehicle>;
