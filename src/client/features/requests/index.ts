// The public surface other features use: how a renter reads a request's status, and the dialog
// that withdraws one with what that would cost.
export { cancellationCostText } from "./cancellation-cost";
export { ConfirmCancelRequest } from "./components/cancel-request-button";
