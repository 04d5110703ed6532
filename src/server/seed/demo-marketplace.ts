import type { FuelType, Parish, Transmission, VehicleType } from "../../domain/constants";

/**
 * The demo marketplace as data: five companies on the island, each with its fleet, and what is
 * booked or blocked. Days are counted from today in Dominica, so the demo never goes stale.
 * Passwords are the demo's own (demo accounts are for trying the product).
 */

/** How far an admin has got with a company's account. */
type AccountState = "approved" | "approved and featured" | "awaiting approval";

interface DemoPeriod {
  fromDay: number;
  toDay: number;
  reason: string;
}

interface DemoBooking {
  fromDay: number;
  toDay: number;
  /** A pending request, or one the company has confirmed (it then blocks the vehicle). */
  status: "pending" | "confirmed";
}

/** A vehicle's paperwork dates, in days from today. */
interface DemoPapers {
  insuranceExpiryDay: number;
  licenseExpiryDay: number;
  lastServiceDay: number;
}

export interface DemoVehicle {
  make: string;
  model: string;
  year: number;
  type: VehicleType;
  dailyPrice: number;
  /** The body colour of its generated picture. */
  color: string;
  fuelType?: FuelType;
  transmission?: Transmission;
  doors?: number;
  seats?: number;
  is4x4?: boolean;
  papers?: DemoPapers;
  periods?: DemoPeriod[];
  bookings?: DemoBooking[];
}

export interface DemoCompany {
  name: string;
  username: string;
  account: AccountState;
  contactFullName: string;
  contactEmail: string;
  phone: string;
  address: string;
  cityVillage: string;
  parish: Parish;
  rating: number | null;
  fleet: DemoVehicle[];
}

/** The customer who made the demo's bookings; the app has no customer sign-up of its own. */
export const DEMO_CUSTOMER = {
  username: "visitor",
  fullName: "Alex Visitor",
  email: "visitor@example.com",
  phone: "4415550100",
};

export const PAPERS_IN_ORDER: DemoPapers = { insuranceExpiryDay: 200, licenseExpiryDay: 300, lastServiceDay: -30 };
/** Lapsed three days ago: the fleet calendar shows a 'Documents Expired' block. */
const INSURANCE_LAPSED: DemoPapers = { ...PAPERS_IN_ORDER, insuranceExpiryDay: -3 };

const MAINTENANCE_NEXT_WEEK: DemoPeriod[] = [{ fromDay: 5, toDay: 7, reason: "Scheduled Maintenance" }];
/** A confirmed trip (hidden from searches over those days) and a request still awaiting the company. */
const BOOKED_BY_VISITOR: DemoBooking[] = [
  { fromDay: 2, toDay: 6, status: "confirmed" },
  { fromDay: 10, toDay: 13, status: "pending" },
];

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    name: "Nature Isle Car Rentals",
    username: "company1",
    account: "approved and featured",
    contactFullName: "Roseau Manager",
    contactEmail: "bookings@natureislecarrentals.dm",
    phone: "767-448-2211",
    address: "14 King George V Street",
    cityVillage: "Roseau",
    parish: "Saint George",
    rating: 4.8,
    fleet: [
      {
        make: "Toyota",
        model: "Corolla",
        year: 2019,
        type: "sedan",
        dailyPrice: 55,
        color: "#e2e8f0",
        periods: MAINTENANCE_NEXT_WEEK,
      },
      {
        make: "Toyota",
        model: "RAV4",
        year: 2020,
        type: "suv",
        dailyPrice: 85,
        color: "#dc2626",
        is4x4: true,
        bookings: BOOKED_BY_VISITOR,
      },
      { make: "Mercedes-Benz", model: "E-Class", year: 2021, type: "luxury", dailyPrice: 160, color: "#111827" },
      {
        make: "Honda",
        model: "Fit",
        year: 2022,
        type: "hatchback",
        dailyPrice: 45,
        color: "#2563eb",
        papers: INSURANCE_LAPSED,
      },
    ],
  },
  {
    name: "Portsmouth Auto Hire",
    username: "company2",
    account: "approved",
    contactFullName: "Portsmouth Manager",
    contactEmail: "bookings@portsmouthautohire.dm",
    phone: "767-445-3390",
    address: "3 Bay Street",
    cityVillage: "Portsmouth",
    parish: "Saint John",
    rating: 4.5,
    fleet: [
      {
        make: "Nissan",
        model: "Navara",
        year: 2020,
        type: "pickup",
        dailyPrice: 95,
        color: "#f8fafc",
        is4x4: true,
        fuelType: "diesel",
        transmission: "manual",
        periods: MAINTENANCE_NEXT_WEEK,
      },
      {
        make: "Toyota",
        model: "HiAce",
        year: 2021,
        type: "van",
        dailyPrice: 120,
        color: "#94a3b8",
        seats: 9,
        doors: 5,
        fuelType: "diesel",
        bookings: BOOKED_BY_VISITOR,
      },
      { make: "Hyundai", model: "Elantra", year: 2022, type: "sedan", dailyPrice: 50, color: "#0f766e" },
    ],
  },
  {
    name: "Kalinago Drive",
    username: "company3",
    account: "approved",
    contactFullName: "Salybia Manager",
    contactEmail: "bookings@kalinagodrive.dm",
    phone: "767-445-7712",
    address: "Main Road",
    cityVillage: "Salybia",
    parish: "Saint David",
    rating: 4.2,
    fleet: [
      {
        make: "Suzuki",
        model: "Jimny",
        year: 2021,
        type: "suv",
        dailyPrice: 70,
        color: "#16a34a",
        is4x4: true,
        doors: 2,
        seats: 4,
        transmission: "manual",
        periods: MAINTENANCE_NEXT_WEEK,
      },
      {
        make: "Honda",
        model: "CB500X",
        year: 2022,
        type: "bike",
        dailyPrice: 40,
        color: "#ea580c",
        seats: 2,
        doors: 2,
        transmission: "manual",
        bookings: BOOKED_BY_VISITOR,
      },
      {
        make: "Vespa",
        model: "Primavera 125",
        year: 2023,
        type: "scooter",
        dailyPrice: 30,
        color: "#facc15",
        seats: 2,
        doors: 2,
      },
    ],
  },
  {
    name: "Boiling Lake Jeeps",
    username: "company4",
    account: "approved and featured",
    contactFullName: "Grand Bay Manager",
    contactEmail: "bookings@boilinglakejeeps.dm",
    phone: "767-446-3125",
    address: "22 Geneva Street",
    cityVillage: "Grand Bay",
    parish: "Saint Patrick",
    rating: 4.6,
    fleet: [
      {
        make: "Mitsubishi",
        model: "Pajero",
        year: 2022,
        type: "suv",
        dailyPrice: 90,
        color: "#1e3a8a",
        is4x4: true,
        seats: 7,
        doors: 5,
        periods: MAINTENANCE_NEXT_WEEK,
      },
      {
        make: "Toyota",
        model: "Hilux",
        year: 2023,
        type: "pickup",
        dailyPrice: 100,
        color: "#b91c1c",
        is4x4: true,
        fuelType: "diesel",
        bookings: BOOKED_BY_VISITOR,
      },
      { make: "BMW", model: "5 Series", year: 2024, type: "luxury", dailyPrice: 175, color: "#334155" },
      {
        make: "Kia",
        model: "Picanto",
        year: 2019,
        type: "hatchback",
        dailyPrice: 40,
        color: "#f472b6",
        transmission: "manual",
      },
    ],
  },
  {
    // Has just registered: it can build its fleet, but nothing of it is public (and so nothing
    // is booked) until an admin approves it.
    name: "Marigot Motors",
    username: "company5",
    account: "awaiting approval",
    contactFullName: "Marigot Manager",
    contactEmail: "bookings@marigotmotors.dm",
    phone: "767-445-8840",
    address: "Airport Road",
    cityVillage: "Marigot",
    parish: "Saint Andrew",
    rating: null,
    fleet: [
      {
        make: "Nissan",
        model: "Leaf",
        year: 2023,
        type: "hatchback",
        dailyPrice: 60,
        color: "#38bdf8",
        fuelType: "electric",
        periods: MAINTENANCE_NEXT_WEEK,
      },
      {
        make: "Suzuki",
        model: "Swift",
        year: 2024,
        type: "hatchback",
        dailyPrice: 42,
        color: "#f97316",
        transmission: "manual",
      },
    ],
  },
];
