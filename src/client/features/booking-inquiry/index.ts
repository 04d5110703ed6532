// The public surface other features use: the Book Now and Check Availability dialogs.
export { AvailabilityDialog, BookNowDialog } from "./dialog-buttons";
export { BookingForm } from "./lazy-forms";
export { PriceSummary } from "./price-summary";
export { useDatesAvailability } from "./use-dates-availability";
