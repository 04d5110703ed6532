import { and, count, eq, or, sql } from "drizzle-orm";
import { breachedRule } from "../../domain/availability-rules";
import type { StoredRenter } from "../../domain/contracts/requests/visitor-request-schema";
import { type IsoDate, todayInDominica } from "../../domain/dates";
import { breachedDriverTerms } from "../../domain/driver-terms";
import type { Language } from "../../domain/i18n/languages";
import type { Currency } from "../../domain/money";
import { refusedExtraChoice } from "../../domain/rental-extras";
import { checkPlaceChoices } from "../../domain/rental-places";
import { type RentalChoices, rentalChoices } from "../../domain/rental-terms";
import {
  ALREADY_REQUESTED,
  OWN_VEHICLE,
  REQUEST_LIMITS,
  TOO_MANY_WAITING,
  VEHICLE_NOT_REQUESTABLE,
} from "../../domain/requests/refusals";
import { requestLimitScope } from "../../domain/requests/renter-ownership";
import { missingTermsDetail } from "../../domain/requests/terms-details";
import { seasonMinimumBreach } from "../../domain/seasons";
import { takenDatesMessage } from "../../domain/taken-dates-message";
import type { SessionUser } from "../auth/sessions";
import { findListedVehicleAvailability } from "../availability/queries";
import { findRentalTerms } from "../companies/rental-terms";
import type { Db } from "../db/client";
import { bookings, companies, vehicles } from "../db/schema";
import { conflict, forbidden, invalid, notFound } from "../errors";

/** One request as the one path records it, whichever endpoint it came through. */
export interface RequestDraft {
  vehicleId: number;
  startDate: IsoDate;
  endDate: IsoDate;
  language: Language;
  currency: Currency;
  renter: StoredRenter & { email: string };
  /** The logged-in account sending it: the request joins its My Bookings and counts toward its limits. */
  requester?: SessionUser;
  /** The status link's secret, when the renter is given one. */
  statusToken?: string;
  /** The total the renter read, for a request sent later than written: another total is refused. */
  expectedTotal?: number;
}

/** What the rules judge a request on: the vehicle, its days, the company's terms and the renter's choices. */
export interface RequestFacts {
  draft: RequestDraft;
  vehicle: NonNullable<Awaited<ReturnType<typeof findRequestedVehicle>>>;
  availability: NonNullable<Awaited<ReturnType<typeof findListedVehicleAvailability>>>;
  terms: NonNullable<Awaited<ReturnType<typeof findRentalTerms>>>;
  choices: RentalChoices;
  today: IsoDate;
  /** The renter's address as limits count it. */
  email: string;
}

/** One rule a request must pass; it throws the refusal the renter reads. */
type RequestRule = (facts: RequestFacts, tx: Db) => void | Promise<void>;

/** The form's fields that hold the places. */
const PLACE_FIELDS = { pickup: "pickupLocation", dropoff: "dropoffLocation" } as const;

const notOwnVehicle: RequestRule = ({ draft, vehicle }) => {
  if (draft.requester && draft.requester.companyId === vehicle.company.id) throw forbidden(OWN_VEHICLE);
};

// The notice and the longest rental before the busy days: their sentence says what to change, where
// the busy days (cleaning days and lapsed papers among them) can only be named.
const withinCompanyNotice: RequestRule = ({ draft, availability, today }) => {
  const breach = breachedRule(draft, availability.rules, today, draft.language);
  if (breach) throw invalid(breach.field, breach.message);
};

const datesFree: RequestRule = ({ draft, availability }) => {
  if (availability.busy.length > 0) throw conflict(takenDatesMessage(availability.busy, draft.language));
};

/**
 * One pending request per vehicle and five in all (docs/product-rules.md, "Requests"), counted as
 * `requestLimitScope` says: per email and per sending account together, so neither a new account nor
 * another address in the form gets past them; a signed-in account naming its own verified address
 * counts only what it sent, so requests others wrote in its name never lock it out. The counts are
 * taken under locks on the account and the email, so two requests sent together cannot both pass;
 * the account's lock always comes first, so two transactions never wait on each other in a circle.
 */
const withinRequestLimits: RequestRule = async ({ draft, email }, tx) => {
  const sender = draft.requester;
  if (sender !== undefined) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('booking-request-user'), ${sender.id}::int)`);
  }
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('booking-request-email'), hashtext(${email}))`);
  const scope = requestLimitScope(sender, email);
  const sentByAccount = sender === undefined ? undefined : eq(bookings.senderUserId, sender.id);
  const sameRenter =
    scope === "sentByAccount"
      ? sentByAccount
      : scope === "emailAndAccount"
        ? or(eq(bookings.renterEmail, email), sentByAccount)
        : eq(bookings.renterEmail, email);
  const [waiting] = await tx
    .select({
      all: count(),
      thisVehicle: sql<number>`count(*) filter (where ${bookings.vehicleId} = ${draft.vehicleId})`.mapWith(Number),
    })
    .from(bookings)
    .where(and(sameRenter, eq(bookings.status, "pending")));
  if ((waiting?.thisVehicle ?? 0) >= REQUEST_LIMITS.pendingPerVehicleAndEmail) throw conflict(ALREADY_REQUESTED);
  if ((waiting?.all ?? 0) >= REQUEST_LIMITS.pendingPerEmail) throw conflict(TOO_MANY_WAITING);
};

const longEnoughForSeason: RequestRule = ({ draft, terms }) => {
  const tooShort = seasonMinimumBreach(terms.seasons ?? [], draft, draft.language);
  if (tooShort) throw invalid(tooShort.field, tooShort.message);
};

// One price and one set of terms whichever door: a detail the company's terms need is asked for, never guessed.
const detailsForTermsGiven: RequestRule = ({ draft, terms }) => {
  const missing = missingTermsDetail(terms, draft.renter);
  if (missing) throw invalid(missing.field, missing.message);
};

const driverAccepted: RequestRule = ({ draft, terms }) => {
  const breach = breachedDriverTerms({ ...draft.renter, startDate: draft.startDate }, terms.drivers, draft.language);
  if (breach) throw invalid(breach.field, breach.message);
};

const extrasOffered: RequestRule = ({ draft, terms, choices }) => {
  const refused = refusedExtraChoice(choices.extras ?? [], terms.extras ?? [], draft.vehicleId);
  if (refused) throw invalid("extras", refused);
};

const placesOffered: RequestRule = ({ terms, choices }) => {
  const refused = checkPlaceChoices(terms, choices);
  if (refused) throw invalid(PLACE_FIELDS[refused.field], refused.message);
};

/**
 * The rules a request passes before it is recorded, in the order a renter is told of them: whose
 * vehicle, the company's notice, the busy days, the renter's waiting requests, then the company's
 * terms (season, the details they need, driver, extras, places). A new rule is a function here and its place in this list.
 */
export const REQUEST_RULES: readonly RequestRule[] = [
  notOwnVehicle,
  withinCompanyNotice,
  datesFree,
  withinRequestLimits,
  longEnoughForSeason,
  detailsForTermsGiven,
  driverAccepted,
  extrasOffered,
  placesOffered,
];

/** The vehicle as a request prices it, with its company; undefined when there is none. */
async function findRequestedVehicle(tx: Db, vehicleId: number) {
  const [vehicle] = await tx
    .select({
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      image: vehicles.image,
      dailyPrice: vehicles.dailyPrice,
      weeklyPrice: vehicles.weeklyPrice,
      monthlyPrice: vehicles.monthlyPrice,
      deposit: vehicles.deposit,
      currency: companies.currency,
      company: { id: companies.id, name: companies.name, phone: companies.phone, email: companies.contactEmail },
    })
    .from(vehicles)
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .where(eq(vehicles.id, vehicleId));
  return vehicle;
}

/** Reads the facts a request is judged on; a vehicle gone or no longer listed refuses it here. */
export async function readFacts(tx: Db, draft: RequestDraft, now: Date): Promise<RequestFacts> {
  const { vehicleId, startDate, endDate, renter } = draft;
  const vehicle = await findRequestedVehicle(tx, vehicleId);
  if (!vehicle) throw notFound("Vehicle", vehicleId);
  const today = todayInDominica(now);
  const availability = await findListedVehicleAvailability(tx, vehicleId, { startDate, endDate }, today);
  if (!availability) throw conflict(VEHICLE_NOT_REQUESTABLE);
  // The company's terms today; a company removed in the same moment leaves no vehicle to request.
  const terms = await findRentalTerms(tx, vehicle.company.id);
  if (!terms) throw notFound("Vehicle", vehicleId);
  const choices = rentalChoices({ ...renter, startDate });
  return { draft, vehicle, availability, terms, choices, today, email: renter.email.toLowerCase() };
}
