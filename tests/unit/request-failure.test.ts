import { describe, expect, it } from "vitest";
import {
  CHECK_THE_FIELDS,
  COULD_NOT_RECORD,
  recordingFailure,
  VEHICLE_GONE,
} from "../../src/client/features/booking-inquiry/request-failure";
import { ApiError } from "../../src/client/lib/api";

const answer = (status: number, body: unknown) =>
  new ApiError(status, typeof body === "string" ? body : JSON.stringify(body), "");
const TAKEN = "The vehicle is booked on December 20, 2026. Choose other dates.";
const LIMIT = "Too many booking requests from this connection: try again in 15 minutes";

describe("why a request was not recorded, as the renter reads it", () => {
  it.each([
    [
      "a 400 naming form fields",
      answer(400, { message: "x", errors: [{ field: "phone", message: "Bad phone" }] }),
      CHECK_THE_FIELDS,
      { phone: "Bad phone" },
    ],
    [
      "a 400 naming no form field",
      answer(400, {
        message: "This request could not be sent.",
        errors: [{ field: "website", message: "This request could not be sent." }],
      }),
      "This request could not be sent.",
      {},
    ],
    ["dates taken (409)", answer(409, { message: TAKEN }), TAKEN, {}],
    ["the limit (429)", answer(429, { message: LIMIT }), LIMIT, {}],
    ["a vehicle gone (404)", answer(404, { message: "Vehicle ID 7 not found" }), VEHICLE_GONE, {}],
    ["a server error (500)", answer(500, { message: "Internal Server Error" }), COULD_NOT_RECORD, {}],
    ["a gateway's page (502)", answer(502, "<html>Bad gateway</html>"), COULD_NOT_RECORD, {}],
    ["no network", new TypeError("Failed to fetch"), COULD_NOT_RECORD, {}],
  ])("%s", (_case, error, message, fields) => {
    expect(recordingFailure(error)).toEqual({ message, fields });
  });
});
