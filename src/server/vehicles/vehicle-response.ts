import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { companies, users, vehicles } from "../db/schema";

/** A vehicle as every API answers it (spec §3), with its company's name and phone for listings. */
export const vehicleResponse = z.object({
  id: z.number(),
  companyId: z.number(),
  make: z.string(),
  model: z.string(),
  year: z.number(),
  type: z.string(),
  fuelType: z.string(),
  transmission: z.string(),
  doors: z.number(),
  seats: z.number(),
  is4x4: z.boolean(),
  dailyPrice: z.number(),
  weeklyPrice: z.number(),
  monthlyPrice: z.number(),
  deposit: z.number(),
  insuranceExpiryDate: z.string(),
  licenseExpiryDate: z.string(),
  lastServiceDate: z.string(),
  available: z.boolean(),
  isArchived: z.boolean(),
  /** `/api/images/{id}` (append `?variant=thumb` for the 480 px card size) or an https URL; never bytes. */
  image: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  company: z.object({ id: z.number(), name: z.string(), phone: z.string() }),
});
export type VehicleResponse = z.infer<typeof vehicleResponse>;

/** What visitors get: a company's paperwork dates and archive flag stay between it and the admins. */
export const publicVehicleResponse = vehicleResponse.omit({
  insuranceExpiryDate: true,
  licenseExpiryDate: true,
  lastServiceDate: true,
  isArchived: true,
});

/** Columns for `db.select(vehicleColumns).from(vehicles).innerJoin(companies, vehicleCompanyJoin)`. */
export const vehicleColumns = {
  id: vehicles.id,
  companyId: vehicles.companyId,
  make: vehicles.make,
  model: vehicles.model,
  year: vehicles.year,
  type: vehicles.type,
  fuelType: vehicles.fuelType,
  transmission: vehicles.transmission,
  doors: vehicles.doors,
  seats: vehicles.seats,
  is4x4: vehicles.is4x4,
  dailyPrice: vehicles.dailyPrice,
  weeklyPrice: vehicles.weeklyPrice,
  monthlyPrice: vehicles.monthlyPrice,
  deposit: vehicles.deposit,
  insuranceExpiryDate: vehicles.insuranceExpiryDate,
  licenseExpiryDate: vehicles.licenseExpiryDate,
  lastServiceDate: vehicles.lastServiceDate,
  available: vehicles.available,
  isArchived: vehicles.isArchived,
  image: vehicles.image,
  createdAt: vehicles.createdAt,
  updatedAt: vehicles.updatedAt,
  company: { id: companies.id, name: companies.name, phone: companies.phone },
};

export const vehicleCompanyJoin = eq(companies.id, vehicles.companyId);

/**
 * A company is public once an admin has activated its account (design.md) and while it is not
 * archived. Every public listing and every booking check uses this one condition.
 */
export const isCompanyPublic = sql`(${companies.isArchived} = false and exists (
  select 1 from ${users} where ${users.companyId} = ${companies.id} and ${users.isActive} = true
))`;

/** A vehicle visitors may see and book: not archived, of a public company. */
export const isVehicleListed = sql`(${vehicles.isArchived} = false and ${isCompanyPublic})`;
