// The public surface other features use: the Book Now and Check Availability dialogs.
export { AvailabilityDialog } from "./availability-dialog";
export { BookingDialogHeader, BookNowDialog } from "./book-now-dialog";
export { BookingForm } from "./lazy-forms";
export { PriceSummary } from "./price-summary";
