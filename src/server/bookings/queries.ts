import { desc, eq, sql } from "drizzle-orm";
import type { BookingStatus } from "../../domain/constants";
import type { Db } from "../db/client";
import { bookings, users, vehicles } from "../db/schema";

const bookingColumns = {
  id: bookings.id,
  userId: bookings.userId,
  vehicleId: bookings.vehicleId,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  totalPrice: bookings.totalPrice,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  createdAt: bookings.createdAt,
  vehicle: {
    id: vehicles.id,
    companyId: vehicles.companyId,
    make: vehicles.make,
    model: vehicles.model,
    image: vehicles.image,
    deposit: vehicles.deposit,
  },
};

/** Newest request first: what a person looks for when they open the list. */
const newestFirst = [desc(bookings.createdAt), desc(bookings.id)];

export async function listUserBookings(db: Db, userId: number) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(eq(bookings.userId, userId))
    .orderBy(...newestFirst);
}

export async function listCompanyBookings(db: Db, companyId: number) {
  return db
    .select({
      ...bookingColumns,
      // A renter's account, or what a request sent without one gave in its form.
      customer: {
        fullName: sql<string>`coalesce(${users.fullName}, ${bookings.renter}->>'fullName')`,
        email: sql<string>`coalesce(${users.email}, ${bookings.renter}->>'email')`,
        phone: sql<string>`coalesce(${users.phone}, ${bookings.renter}->>'phone')`,
      },
    })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(vehicles.companyId, companyId))
    .orderBy(...newestFirst);
}

export async function findBooking(db: Db, bookingId: number) {
  const [row] = await db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** The booking's vehicle and the company owning it: who may change the booking. */
export async function findBookingOwner(db: Db, bookingId: number) {
  const [row] = await db
    .select({ vehicleId: bookings.vehicleId, companyId: vehicles.companyId })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** The booking row, locked until the transaction ends. */
export async function lockBooking(tx: Db, bookingId: number) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
  return row;
}

export async function setBookingStatus(tx: Db, bookingId: number, status: BookingStatus): Promise<void> {
  await tx.update(bookings).set({ status }).where(eq(bookings.id, bookingId));
}
