import { randomBytes } from "node:crypto";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { addDays, todayInDominica } from "../../domain/dates";
import { DEFAULT_PHONE_COUNTRY } from "../../domain/phone-numbers";
import { companyExtrasSchema } from "../../domain/rental-extras-schema";
import { vehicleName } from "../../domain/vehicle-name";
import { registerCompany, updateUserFlags } from "../accounts/queries";
import { hashPassword } from "../auth/password";
import type { SessionUser } from "../auth/sessions";
import { insertUnavailability } from "../availability/queries";
import { replaceCompanyExtras } from "../companies/extras";
import { updateCompanyProfile } from "../companies/queries";
import { createLimiter } from "../concurrency";
import type { Db } from "../db/client";
import { companies, users } from "../db/schema";
import { type ProcessedImage, processImage } from "../images/process-image";
import type { Mailer } from "../mail/plugin";
import { changeBookingStatus } from "../requests/answer-request";
import { requestBookingForAccount } from "../requests/send-as-account";
import { addVehicleImage } from "../vehicles/gallery";
import { insertVehicle } from "../vehicles/queries";
import { DEMO_COMPANIES } from "./demo-marketplace";
import { DEMO_CUSTOMER, PAPERS_IN_ORDER } from "./demo-schedules";
import type { DemoCompany, DemoVehicle } from "./demo-types";
import { vehicleGallerySvgs } from "./vehicle-art";

export interface DemoLogin {
  username: string;
  password: string;
}

/**
 * Demo passwords are made at seeding and shown once (never known from the source:
 * docs/operations.md, "Configuration").
 */
const newPassword = () => randomBytes(9).toString("base64url");

/** The demo's requests are history: their receipts and notices are not mailed to its made-up addresses. */
const NO_MAIL: Mailer = { enabled: false, queue: async () => {}, wake: async () => {} };

/**
 * Seeds the demo marketplace (demo-marketplace.ts) on an empty database, through the same
 * functions the routes call: registration, the admin's approval toggles, vehicle creation with
 * image processing, unavailability periods, booking requests and the company's approval.
 * Returns what it added with the accounts' fresh passwords, or null when there was data already.
 */
export async function seedDemo(
  db: Db,
  options: { publicUrl: string; requestExpiryHours: number },
): Promise<{ companies: number; vehicles: number; logins: DemoLogin[] } | null> {
  const [existing] = await db.select({ n: count() }).from(companies);
  if ((existing?.n ?? 0) > 0) return null;
  const customer = await insertDemoCustomer(db);
  const logins = [customer.login];
  const links = { publicUrl: options.publicUrl, mail: NO_MAIL, expiryHours: options.requestExpiryHours };
  // Every vehicle's photos are drawn and processed from the start, beside the password hashing and
  // the writes, two at a time (processImage's limit); each vehicle waits only for its own.
  const galleries = DEMO_COMPANIES.flatMap((company) => company.fleet).map(demoGallery);
  for (const gallery of galleries) gallery.catch(() => {}); // awaited, and so reported, by its vehicle
  let vehicleIndex = 0;
  for (const company of DEMO_COMPANIES) {
    logins.push(await seedCompany(db, company, customer.user, links, galleries.slice(vehicleIndex)));
    vehicleIndex += company.fleet.length;
  }
  return {
    companies: DEMO_COMPANIES.length,
    vehicles: DEMO_COMPANIES.reduce((sum, company) => sum + company.fleet.length, 0),
    logins,
  };
}

/** The demo's renter, who made its bookings, with a password made here like the companies'. */
async function insertDemoCustomer(db: Db) {
  const password = newPassword();
  const [user] = await db
    .insert(users)
    .values({
      ...DEMO_CUSTOMER,
      passwordHash: await hashPassword(password),
      role: "renter",
      isActive: true,
      approvedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error("customer insert returned nothing");
  return { user, login: { username: user.username, password } };
}

type RequestLinks = Parameters<typeof requestBookingForAccount>[3];

async function seedCompany(
  db: Db,
  demo: DemoCompany,
  customer: SessionUser,
  links: RequestLinks,
  galleries: Promise<ProcessedImage[]>[],
): Promise<DemoLogin> {
  const password = newPassword();
  const owner = await registerCompany(
    db,
    {
      username: demo.username,
      password,
      fullName: demo.contactFullName,
      email: demo.contactEmail,
      phone: demo.phone,
      phoneCountry: DEFAULT_PHONE_COUNTRY,
      role: "company",
      companyName: demo.name,
      language: "en",
    },
    await hashPassword(password),
  );
  const companyId = owner.companyId;
  if (companyId === null) throw new Error("registration made no company");
  await updateCompanyProfile(db, companyId, {
    name: demo.name,
    contactFullName: demo.contactFullName,
    contactEmail: demo.contactEmail,
    phone: demo.phone,
    phoneCountry: DEFAULT_PHONE_COUNTRY,
    address: demo.address,
    cityVillage: demo.cityVillage,
    parish: demo.parish,
    ...demo.mapPin,
  });

  const fleet = [];
  for (const [n, vehicle] of demo.fleet.entries()) {
    fleet.push({ id: await addVehicle(db, companyId, vehicle, galleries[n] ?? Promise.resolve([])), ...vehicle });
  }

  if (demo.extras) await replaceCompanyExtras(db, companyId, companyExtrasSchema.parse({ extras: demo.extras }).extras);

  const login = { username: demo.username, password };
  if (demo.account === "awaiting approval") return login;
  await updateUserFlags(db, owner.id, { isActive: true, isFeatured: demo.account === "approved and featured" });
  // Booking needs a listed vehicle, so the bookings come once the company is approved.
  for (const vehicle of fleet) {
    for (const booking of vehicle.bookings ?? []) {
      await book(db, links, { vehicleId: vehicle.id, customer, owner, ...booking });
    }
  }
  return login;
}

async function addVehicle(
  db: Db,
  companyId: number,
  demo: DemoVehicle,
  gallery: Promise<ProcessedImage[]>,
): Promise<number> {
  const today = todayInDominica();
  const papers = demo.papers ?? PAPERS_IN_ORDER;
  const vehicle = await insertVehicle(db, companyId, {
    make: demo.make,
    model: demo.model,
    year: demo.year,
    type: demo.type,
    fuelType: demo.fuelType ?? "petrol",
    transmission: demo.transmission ?? "automatic",
    doors: demo.doors ?? 4,
    seats: demo.seats ?? 5,
    is4x4: demo.is4x4 ?? false,
    // A week costs six days and a month twenty-two; the deposit is about four days, in $50 steps.
    dailyPrice: demo.dailyPrice,
    weeklyPrice: demo.dailyPrice * 6,
    monthlyPrice: demo.dailyPrice * 22,
    deposit: Math.round((demo.dailyPrice * 4) / 50) * 50,
    insuranceExpiryDate: addDays(today, papers.insuranceExpiryDay),
    licenseExpiryDate: addDays(today, papers.licenseExpiryDay),
    lastServiceDate: addDays(today, papers.lastServiceDay),
    available: true,
  });
  // Through the gallery's path, as a company's uploads: the first photo becomes the cover.
  for (const image of await gallery) await addVehicleImage(db, vehicle.id, image);
  for (const period of demo.periods ?? []) {
    await insertUnavailability(db, {
      vehicleId: vehicle.id,
      startDate: addDays(today, period.fromDay),
      endDate: addDays(today, period.toDay),
      reason: period.reason,
    });
  }
  return vehicle.id;
}

/**
 * A demo vehicle's photos (vehicle-art.ts), `index` its place in the demo, each drawn as a PNG and
 * processed as an upload is.
 */
async function demoGallery(demo: DemoVehicle, index: number): Promise<ProcessedImage[]> {
  const drawings = vehicleGallerySvgs(demo.type, demo.color, vehicleName(demo), index);
  return Promise.all(
    drawings.map((svg) =>
      drawingSlot(async () => processImage(await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer())),
    ),
  );
}

/** Drawings are made as processing takes them, not all at once: a few megabytes of PNG each. */
const drawingSlot = createLimiter(2);

/** The demo's customer is made up: what its bookings would mail is not written. */
const DEMO_MAILER: Mailer = { enabled: false, queue: async () => {}, wake: async () => {} };

async function book(
  db: Db,
  links: RequestLinks,
  options: {
    vehicleId: number;
    customer: SessionUser;
    owner: SessionUser;
    fromDay: number;
    toDay: number;
    status: "pending" | "confirmed";
  },
) {
  const today = todayInDominica();
  const request = await requestBookingForAccount(
    db,
    options.customer,
    {
      vehicleId: options.vehicleId,
      startDate: addDays(today, options.fromDay),
      endDate: addDays(today, options.toDay),
      language: "en",
      currency: "USD",
    },
    links,
  );
  if (options.status === "confirmed") {
    await changeBookingStatus(
      db,
      { bookingId: request.id, status: "confirmed", actor: options.owner },
      { publicUrl: "", mail: DEMO_MAILER },
    );
  }
}
