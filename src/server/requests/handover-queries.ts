import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { BookingHandover } from "../../domain/contracts/requests/handover-schema";
import type { HandoverRow } from "../../domain/contracts/requests/today-schema";
import { addDays, type IsoDate } from "../../domain/dates";
import { chosenPlaceName } from "../../domain/rental-places";
import { todayRows } from "../../domain/requests/handovers";
import type { Db } from "../db/client";
import { bookingHandovers, bookings, handoverPhotos, images, vehicles } from "../db/schema";
import { variantColumn } from "../images/queries";
import type { StoredImage } from "../images/send-image";

export type StoredHandover = Omit<BookingHandover, "confirmedAt"> & { confirmedAt: Date };

/** The handovers of these bookings, pick-up first, with their photos in order: two statements for any number. */
export async function listHandovers(db: Db, bookingIds: number[]): Promise<Map<number, StoredHandover[]>> {
  const byBooking = new Map<number, StoredHandover[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(bookingHandovers)
    .where(inArray(bookingHandovers.bookingId, bookingIds))
    .orderBy(asc(bookingHandovers.id));
  const photos = rows.length
    ? await db
        .select({ handoverId: handoverPhotos.handoverId, imageId: handoverPhotos.imageId })
        .from(handoverPhotos)
        .where(
          inArray(
            handoverPhotos.handoverId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(handoverPhotos.handoverId), asc(handoverPhotos.position))
    : [];
  for (const row of rows) {
    const handover: StoredHandover = {
      kind: row.kind,
      odometerKm: row.odometerKm,
      fuelEighths: row.fuelEighths,
      notes: row.notes,
      renterName: row.renterName,
      confirmedAt: row.confirmedAt,
      photoIds: photos.filter((photo) => photo.handoverId === row.id).map((photo) => photo.imageId),
    };
    byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), handover]);
  }
  return byBooking;
}

/** When the renter confirmed each handover, for the timeline. */
export const handoverTimes = (handovers: readonly StoredHandover[]) => ({
  pickedUpAt: handovers.find((h) => h.kind === "pick-up")?.confirmedAt ?? null,
  returnedAt: handovers.find((h) => h.kind === "return")?.confirmedAt ?? null,
});

/**
 * A photo of a handover of the booking `which` names, as stored; undefined when the photo is not
 * one of that booking's. Handover photos are never public.
 */
export async function findHandoverPhoto(
  db: Db,
  imageId: number,
  which: SQL,
  variant: keyof typeof variantColumn,
): Promise<(StoredImage & { companyId: number; userId: number | null }) | undefined> {
  const [row] = await db
    .select({
      bytes: variantColumn[variant],
      etag: images.etag,
      hasMedium: sql<boolean>`${images.medium} is not null`.mapWith(Boolean),
      companyId: vehicles.companyId,
      userId: bookings.userId,
    })
    .from(handoverPhotos)
    .innerJoin(images, eq(images.id, handoverPhotos.imageId))
    .innerJoin(bookingHandovers, eq(bookingHandovers.id, handoverPhotos.handoverId))
    .innerJoin(bookings, eq(bookings.id, bookingHandovers.bookingId))
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(and(eq(handoverPhotos.imageId, imageId), which))
    .limit(1);
  return row && { ...row, isPublic: false };
}

const handoverAt = (kind: "pick-up" | "return") =>
  sql<Date | null>`(select ${bookingHandovers.confirmedAt} from ${bookingHandovers} where ${bookingHandovers.bookingId} = ${bookings.id} and ${bookingHandovers.kind} = ${kind})`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

/**
 * The company's Today rows (`todayRows`, src/domain/requests/handovers.ts) on Dominica's `today`,
 * each with its booking as the inbox shows it (`inboxBookings` reads them by id). The candidates:
 * confirmed bookings begun by tomorrow that still run or whose car is out, and completed ones that
 * began or ended today or tomorrow.
 */
export async function listTodayRows<B extends { id: number }>(
  db: Db,
  companyId: number,
  today: IsoDate,
  inboxBookings: (ids: number[]) => Promise<B[]>,
): Promise<(Omit<HandoverRow, "booking" | "doneAt"> & { doneAt: Date | null; booking: B })[]> {
  const tomorrow = addDays(today, 1);
  const pickedUpAt = handoverAt("pick-up");
  const candidates = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      pickupTime: sql<string | null>`${bookings.renter}->>'pickupTime'`,
      dropoffTime: sql<string | null>`${bookings.renter}->>'dropoffTime'`,
      pickupLocation: sql<string | null>`${bookings.renter}->>'pickupLocation'`,
      pickupPlace: sql<string | null>`${bookings.renter}->>'pickupPlace'`,
      dropoffLocation: sql<string | null>`${bookings.renter}->>'dropoffLocation'`,
      dropoffPlace: sql<string | null>`${bookings.renter}->>'dropoffPlace'`,
      pickedUpAt,
      returnedAt: handoverAt("return"),
    })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(
      and(
        eq(vehicles.companyId, companyId),
        sql`((${bookings.status} = 'confirmed' and ${bookings.startDate} <= ${tomorrow}
              and (${bookings.endDate} >= ${today} or ${pickedUpAt} is not null))
          or (${bookings.status} = 'completed' and (${bookings.startDate} between ${today} and ${tomorrow}
              or ${bookings.endDate} between ${today} and ${tomorrow})))`,
      ),
    );
  const rows = todayRows(candidates, today);
  const full = new Map(
    (await inboxBookings([...new Set(rows.map((row) => row.booking.id))])).map((booking) => [booking.id, booking]),
  );
  return rows.flatMap(({ booking, kind, date, time, doneAt, isLate }) => {
    const inbox = full.get(booking.id);
    if (!inbox) return [];
    const place =
      kind === "pick-up"
        ? chosenPlaceName(booking.pickupLocation ?? undefined, booking.pickupPlace ?? undefined)
        : chosenPlaceName(booking.dropoffLocation ?? undefined, booking.dropoffPlace ?? undefined);
    return [{ kind, date, time, place, isLate, doneAt, booking: inbox }];
  });
}
