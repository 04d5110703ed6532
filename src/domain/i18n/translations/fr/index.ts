import type { Translations } from "../../translate";
import { admin } from "./admin";
import { adminOversight } from "./admin-oversight";
import { auth } from "./auth";
import { booking } from "./booking";
import { checkIn } from "./check-in";
import { common } from "./common";
import { company } from "./company";
import { currency } from "./currency";
import { documents } from "./documents";
import { driverAndCancellation } from "./driver-and-cancellation";
import { extras } from "./extras";
import { gallery } from "./gallery";
import { handover } from "./handover";
import { home } from "./home";
import { inbox } from "./inbox";
import { insights } from "./insights";
import { landing } from "./landing";
import { lifecycle } from "./lifecycle";
import { onboarding } from "./onboarding";
import { pages } from "./pages";
import { renter } from "./renter";
import { requests } from "./requests";
import { reviews } from "./reviews";
import { seasons } from "./seasons";
import { vehiclePage } from "./vehicle-page";
import { vehicles } from "./vehicles";

/**
 * French, one file per part of the product so that the parts can be translated side by side. A key
 * appears in one file only (`tests/unit/i18n-translations.test.ts`).
 */
export const FRENCH_PARTS = {
  common,
  home,
  vehicles,
  vehiclePage,
  booking,
  landing,
  auth,
  pages,
  requests,
  reviews,
  company,
  currency,
  extras,
  driverAndCancellation,
  gallery,
  inbox,
  renter,
  admin,
  adminOversight,
  seasons,
  lifecycle,
  checkIn,
  onboarding,
  handover,
  insights,
  documents,
} satisfies Record<string, Translations>;

export const fr: Translations = Object.assign({}, ...Object.values(FRENCH_PARTS));
