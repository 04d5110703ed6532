import { accountEndpoints } from "./accounts/endpoints";
import { bookingRequestEndpoints } from "./booking-requests/endpoints";
import { bookingEndpoints } from "./bookings/endpoints";
import { calendarEndpoints } from "./calendar-feeds/endpoints";
import { companyEndpoints } from "./companies/endpoints";
import type { Endpoint } from "./endpoint";
import { healthEndpoints } from "./health/endpoints";
import { imageEndpoints } from "./images/endpoints";
import { mailEndpoints } from "./mails/endpoints";
import { unavailabilityEndpoints } from "./unavailability/endpoints";
import { vehicleEndpoints } from "./vehicles/endpoints";

/** Every endpoint of the API, for the tests that hold the server to its definitions. */
export const allEndpoints: Endpoint[] = [
  accountEndpoints,
  bookingEndpoints,
  bookingRequestEndpoints,
  calendarEndpoints,
  companyEndpoints,
  healthEndpoints,
  imageEndpoints,
  mailEndpoints,
  unavailabilityEndpoints,
  vehicleEndpoints,
].flatMap((group) => Object.values(group));
