import { lazy } from "react";

/**
 * The forms (react-hook-form, zod and the message builder) load when a dialog first opens, so the
 * vehicle grid a phone downloads first carries none of them.
 */
export const BookingForm = lazy(() => import("./booking-form").then((m) => ({ default: m.BookingForm })));
export const AvailabilityForm = lazy(() =>
  import("./availability-form").then((m) => ({ default: m.AvailabilityForm })),
);
