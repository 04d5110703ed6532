import { count } from "drizzle-orm";
import sharp from "sharp";
import type { VehicleType } from "../../domain/constants";
import { addDays, todayInDominica } from "../../domain/dates";
import { imageUrl } from "../../domain/images";
import type { Db } from "../db/client";
import { companies } from "../db/schema";
import { processImage } from "../images/process-image";
import { insertImage } from "../images/queries";
import { createBooking, createCompany, createUnavailability, createUser, createVehicle } from "./factories";
import { vehicleSvg } from "./vehicle-art";

const COMPANIES = [
  {
    name: "Nature Isle Car Rentals",
    parish: "Saint George",
    cityVillage: "Roseau",
    address: "14 King George V Street",
    phone: "767-448-2211",
    rating: 4.8,
    featured: true,
  },
  {
    name: "Portsmouth Auto Hire",
    parish: "Saint John",
    cityVillage: "Portsmouth",
    address: "3 Bay Street",
    phone: "767-445-3390",
    rating: 4.5,
    featured: false,
  },
  {
    name: "Kalinago Drive",
    parish: "Saint David",
    cityVillage: "Salybia",
    address: "Main Road",
    phone: "767-445-7712",
    rating: 4.2,
    featured: false,
  },
  {
    name: "Boiling Lake Jeeps",
    parish: "Saint Patrick",
    cityVillage: "Grand Bay",
    address: "22 Geneva Street",
    phone: "767-446-3125",
    rating: 4.6,
    featured: true,
  },
  {
    name: "Marigot Motors",
    parish: "Saint Andrew",
    cityVillage: "Marigot",
    address: "Airport Road",
    phone: "767-445-8840",
    rating: null,
    featured: false,
  },
] as const;

type Spec = [
  make: string,
  model: string,
  type: VehicleType,
  daily: number,
  color: string,
  extra?: {
    is4x4?: boolean;
    seats?: number;
    doors?: number;
    transmission?: "manual" | "automatic";
    fuelType?: "petrol" | "diesel" | "electric";
  },
];

const FLEETS: Spec[][] = [
  [
    ["Toyota", "Corolla", "sedan", 55, "#e2e8f0"],
    ["Toyota", "RAV4", "suv", 85, "#dc2626", { is4x4: true }],
    ["Mercedes-Benz", "E-Class", "luxury", 160, "#111827"],
    ["Honda", "Fit", "hatchback", 45, "#2563eb"],
  ],
  [
    [
      "Nissan",
      "Navara",
      "pickup",
      95,
      "#f8fafc",
      { is4x4: true, doors: 4, fuelType: "diesel", transmission: "manual" },
    ],
    ["Toyota", "HiAce", "van", 120, "#94a3b8", { seats: 9, doors: 5, fuelType: "diesel" }],
    ["Hyundai", "Elantra", "sedan", 50, "#0f766e"],
  ],
  [
    ["Suzuki", "Jimny", "suv", 70, "#16a34a", { is4x4: true, doors: 2, seats: 4, transmission: "manual" }],
    ["Honda", "CB500X", "bike", 40, "#ea580c", { seats: 2, doors: 2, transmission: "manual" }],
    ["Vespa", "Primavera 125", "scooter", 30, "#facc15", { seats: 2, doors: 2 }],
  ],
  [
    ["Mitsubishi", "Pajero", "suv", 90, "#1e3a8a", { is4x4: true, seats: 7, doors: 5 }],
    ["Toyota", "Hilux", "pickup", 100, "#b91c1c", { is4x4: true, fuelType: "diesel" }],
    ["BMW", "5 Series", "luxury", 175, "#334155"],
    ["Kia", "Picanto", "hatchback", 40, "#f472b6", { transmission: "manual" }],
  ],
  [
    ["Nissan", "Leaf", "hatchback", 60, "#38bdf8", { fuelType: "electric" }],
    ["Suzuki", "Swift", "hatchback", 42, "#f97316", { transmission: "manual" }],
  ],
];

async function demoImage(
  db: Db,
  type: VehicleType,
  color: string,
  label: string,
): Promise<{ image: string; imageId: number }> {
  const png = await sharp(Buffer.from(vehicleSvg(type, color, label)))
    .png()
    .toBuffer();
  const id = await insertImage(db, await processImage(png));
  return { image: imageUrl(id), imageId: id };
}

/** Seeds a believable marketplace on an empty database. Returns false when there was data already. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(companies);
  if ((existing?.n ?? 0) > 0) return false;
  const today = todayInDominica();
  const customer = await createUser(db, {
    username: "visitor",
    fullName: "Alex Visitor",
    email: "visitor@example.com",
    phone: "4415550100",
    role: "customer",
    isActive: true,
    password: "visitor-demo-pass",
  });

  for (const [i, spec] of COMPANIES.entries()) {
    const { featured, rating, ...fields } = spec;
    const { company } = await createCompany(db, {
      ...fields,
      rating,
      contactFullName: `${fields.cityVillage} Manager`,
      contactEmail: `bookings@${fields.name.toLowerCase().replaceAll(/[^a-z]+/g, "")}.dm`,
      // The last company has just registered and waits for an admin to activate it.
      user: {
        username: `company${i + 1}`,
        isActive: i < COMPANIES.length - 1,
        isFeatured: featured,
        password: "company-demo-pass",
      },
    });
    for (const [j, [make, model, type, daily, color, extra]] of (FLEETS[i] ?? []).entries()) {
      const vehicle = await createVehicle(db, {
        companyId: company.id,
        make,
        model,
        type,
        year: 2019 + ((i + j) % 6),
        dailyPrice: daily,
        weeklyPrice: daily * 6,
        monthlyPrice: daily * 22,
        deposit: Math.round((daily * 4) / 50) * 50,
        // One vehicle's papers have lapsed, so the calendar shows a 'Documents Expired' block.
        ...(i === 0 && j === 3 && { insuranceExpiryDate: addDays(today, -3) }),
        ...extra,
        ...(await demoImage(db, type, color, `${make} ${model}`)),
      });
      if (j === 0) {
        await createUnavailability(db, {
          vehicleId: vehicle.id,
          startDate: addDays(today, 5),
          endDate: addDays(today, 7),
          reason: "Scheduled Maintenance",
        });
      }
      if (j === 1) {
        await createBooking(db, {
          userId: customer.id,
          vehicleId: vehicle.id,
          startDate: addDays(today, 2),
          endDate: addDays(today, 6),
          status: "confirmed",
        });
        await createBooking(db, {
          userId: customer.id,
          vehicleId: vehicle.id,
          startDate: addDays(today, 10),
          endDate: addDays(today, 13),
        });
      }
    }
  }
  return true;
}
