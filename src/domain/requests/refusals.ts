/**
 * Requests waiting at once, per email and per account: in all, and for one vehicle
 * (docs/product-rules.md, "Requests").
 */
export const REQUEST_LIMITS = { pendingPerEmail: 5, pendingPerVehicleAndEmail: 1 };

/** Why a request is not recorded, beyond its fields' own messages. */
export const VEHICLE_NOT_REQUESTABLE = "This vehicle is not available for booking";
export const OWN_VEHICLE = "You cannot book a vehicle of your own company";
export const LOGIN_TO_BOOK = "You must be logged in to make a booking";
export const ALREADY_REQUESTED =
  "You already have a request waiting for this vehicle. Follow it with the link you received, or wait for the company's answer.";
export const TOO_MANY_WAITING = `You already have ${REQUEST_LIMITS.pendingPerEmail} requests waiting. Wait for the companies to answer them.`;
export const TOO_MANY_REQUESTS_SENT = "Too many booking requests from this connection";
export const TOO_MANY_REQUESTS_FROM_ACCOUNT = "Too many booking requests from this account";
