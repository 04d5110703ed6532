// The public surface other features use: the booking list the company dashboard shows too.
export { BookingList } from "./components/booking-list";
