import { eq } from "drizzle-orm";
import { companies, images, vehicles } from "../db/schema";

/** The cover's image row, for its colour: `.leftJoin(images, coverImageJoin)` (none for an https picture). */
export const coverImageJoin = eq(images.id, vehicles.imageId);

/**
 * Columns for `db.select(vehicleColumns).from(vehicles).innerJoin(companies, vehicleCompanyJoin)
 * .leftJoin(images, coverImageJoin)`: a row in the shape of the `vehicle` contract.
 */
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
  currency: companies.currency,
  insuranceExpiryDate: vehicles.insuranceExpiryDate,
  licenseExpiryDate: vehicles.licenseExpiryDate,
  lastServiceDate: vehicles.lastServiceDate,
  available: vehicles.available,
  isArchived: vehicles.isArchived,
  image: vehicles.image,
  imageColor: images.color,
  createdAt: vehicles.createdAt,
  updatedAt: vehicles.updatedAt,
  company: {
    id: companies.id,
    name: companies.name,
    phone: companies.phone,
    rating: companies.rating,
    reviewCount: companies.reviewCount,
  },
};
