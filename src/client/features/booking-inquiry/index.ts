// The public surface other features use: the Book Now and Check Availability dialogs.

export { prefillBookingForm } from "./booking-draft";
export { AvailabilityDialog, BOOK_PARAM, BookNowDialog } from "./dialog-buttons";
export { BookingForm } from "./lazy-forms";
export { PriceSummary } from "./price-summary";
export { useDatesAvailability } from "./use-dates-availability";
