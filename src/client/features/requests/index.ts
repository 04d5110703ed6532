// The public surface other features use: how a renter reads a request's status, and the dialog
// that withdraws one.
export { ConfirmCancelRequest } from "./components/cancel-request-button";
