// The public surface other features use: how a renter reads a request's status, the dialog that
// withdraws one with what that would cost, and the check-in form My Bookings opens.
export { cancellationCostText } from "./cancellation-cost";
export { ConfirmCancelRequest } from "./components/cancel-request-button";
export { CheckInSection } from "./components/check-in-section";
