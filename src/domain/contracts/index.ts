import { accountEndpoints } from "./accounts/endpoints";
import { adminEndpoints } from "./admin/endpoints";
import { calendarEndpoints } from "./calendar-feeds/endpoints";
import { companyEndpoints } from "./companies/endpoints";
import type { Endpoint } from "./endpoint";
import { healthEndpoints } from "./health/endpoints";
import { imageEndpoints } from "./images/endpoints";
import { insightEndpoints } from "./insights/endpoints";
import { mailEndpoints } from "./mails/endpoints";
import { requestEndpoints } from "./requests/endpoints";
import { reviewEndpoints } from "./reviews/endpoints";
import { unavailabilityEndpoints } from "./unavailability/endpoints";
import { vehicleEndpoints } from "./vehicles/endpoints";

/** Every endpoint of the API, for the tests that hold the server to its definitions. */
export const allEndpoints: Endpoint[] = [
  accountEndpoints,
  adminEndpoints,
  calendarEndpoints,
  companyEndpoints,
  healthEndpoints,
  imageEndpoints,
  insightEndpoints,
  mailEndpoints,
  requestEndpoints,
  reviewEndpoints,
  unavailabilityEndpoints,
  vehicleEndpoints,
].flatMap((group) => Object.values(group));
