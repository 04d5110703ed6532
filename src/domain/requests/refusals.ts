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
/**
 * A request written offline carries the total the visitor read (`expectedTotal`): when the price
 * changed before it reached the server, nothing is recorded and the visitor confirms the new one.
 */
export const PRICE_CHANGED =
  "The price for these dates has changed since you wrote this request. Check the new total and send it again.";

/** The longest reason a company gives when it cancels: a few sentences, sent to the renter. */
export const CANCEL_REASON_MAX = 500;
export const REASON_REQUIRED = "Give the renter a reason for cancelling";
export const COMPANY_CANNOT_CANCEL =
  "This booking can no longer be cancelled: only a waiting or confirmed booking whose rental has not ended can be.";
export const NOT_YET_NO_SHOW = "The renter is not late yet: a no-show can be marked once the pick-up time has passed.";
export const ONLY_CONFIRMED_NO_SHOW = "Only a confirmed booking can be marked as a no-show.";
