// The writes of npm run soak's mix (soak-mix.ts): companies adding and removing vehicles, visitors
// sending booking requests that the company approves or the visitor withdraws. Each write carries
// an Idempotency-Key and is sent again with the same key after a 503 or no answer, as the app's
// client does: the end of the soak (soak.ts, `checkSoakWrites`) then finds no row written twice.
import { randomBytes } from "node:crypto";
import { IDEMPOTENCY_KEY_HEADER } from "../../src/domain/contracts/idempotency";
import { validVehicleInput } from "../../tests/helpers/fixtures";
import { bookingRequestBody } from "./booking-requests";
import type { LoadRequest, LoadResponse, Send } from "./plan";

/** A company logged in for the soak: its session cookie and vehicles, and whether visitors see them. */
export interface SoakCompany {
  cookie: string;
  vehicleIds: number[];
  isPublic: boolean;
}

/** Names the soak gives vehicles: one it keeps, one it deletes (a survivor of those was written twice). */
export const KEPT_VEHICLE = "Soak kept";
export const TEMPORARY_VEHICLE = "Soak temp";
/** The soak's renters' addresses: one per request, so a request recorded twice shows as a repeated address. */
export const SOAK_RENTER = /^soak-.+@example\.com$/;

/**
 * Sends tried before a write is given up, each 503 waiting its Retry-After in the mix's `send`: at
 * 200 connections the server is overloaded throughout, searches are answered from memory while
 * writes need the database, and six tries in a row were seen refused (a minute or two, as an owner
 * who wants it done keeps trying).
 */
const TRIES = 20;

const unique = () => `${process.pid}-${randomBytes(6).toString("hex")}`;

/** The answer to a retry whose first try is still being answered (src/server/api/idempotency.ts). */
const isStillAnswering = (response: LoadResponse | null) =>
  response?.status === 409 && response.body?.toString().includes("still being answered");

/**
 * Sends `request` with one key for all tries until it gets an answer but a 503 (or the first try's
 * once that is still being answered, a second later), as the app's client does.
 */
async function write(send: Send, request: LoadRequest): Promise<LoadResponse | null> {
  const key = `soak-${unique()}-${randomBytes(8).toString("hex")}`;
  const keyed = {
    ...request,
    headers: { ...request.headers, ...PLAIN, [IDEMPOTENCY_KEY_HEADER]: key },
    keepBody: true,
  };
  let response: LoadResponse | null = null;
  for (let attempt = 0; attempt < TRIES; attempt++) {
    response = await send(keyed);
    if (isStillAnswering(response)) await new Promise((resolve) => setTimeout(resolve, 1000));
    else if (response && response.status !== 503) return response;
  }
  return response;
}

/** Answers read here come uncompressed. */
const PLAIN = { "accept-encoding": "identity" };

const json = (response: LoadResponse | null) => JSON.parse(response?.body?.toString() ?? "null");

/** A company adds a vehicle; one in ten it keeps, the others it deletes again. */
export async function vehicleWrite(send: Send, company: SoakCompany, origin: string, today: string) {
  const keep = Math.random() < 0.1;
  const headers = { cookie: company.cookie, origin, "content-type": "application/json" };
  const created = await write(send, {
    method: "POST",
    path: "/api/vehicles",
    headers,
    body: JSON.stringify(validVehicleInput({ model: `${keep ? KEPT_VEHICLE : TEMPORARY_VEHICLE} ${unique()}` }, today)),
  });
  if (keep || created?.status !== 201) return;
  const { id } = json(created) as { id: number };
  await write(send, { method: "DELETE", path: `/api/vehicles/${id}`, headers: { cookie: company.cookie, origin } });
}

/** A visitor asks for one of the company's vehicles; the company approves it, or the visitor withdraws it. */
export async function requestWrite(send: Send, company: SoakCompany, origin: string, today: string) {
  const vehicleId = company.vehicleIds[Math.floor(Math.random() * company.vehicleIds.length)];
  const sent = await write(send, {
    method: "POST",
    path: "/api/booking-requests",
    headers: { "content-type": "application/json", origin },
    body: bookingRequestBody(today, vehicleId, `soak-${unique()}@example.com`),
  });
  if (sent?.status !== 201) return;
  const { reference, statusUrl } = json(sent) as { reference: string; statusUrl: string };
  if (Math.random() < 0.5) {
    const token = statusUrl.slice(statusUrl.lastIndexOf("/") + 1);
    await write(send, { method: "POST", path: `/api/booking-requests/${token}/cancel`, headers: { origin } });
    return;
  }
  const pending = await send({
    path: "/api/company/bookings?filter=pending",
    headers: { cookie: company.cookie, ...PLAIN },
    keepBody: true,
  });
  if (pending?.status !== 200) return;
  const booking = (json(pending) as { id: number; reference: string | null }[]).find(
    (row) => row.reference === reference,
  );
  if (!booking) return;
  await write(send, {
    method: "PATCH",
    path: `/api/bookings/${booking.id}`,
    headers: { cookie: company.cookie, origin, "content-type": "application/json" },
    body: JSON.stringify({ status: "confirmed" }),
  });
}

/** What the soak's end checks read: a logged-in company's own rows. */
interface CompanyRows {
  vehicles: { model: string }[];
  bookings: { customer: { email: string } | null }[];
}

const repeated = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);

/**
 * After the load: no vehicle or request written twice (a temporary vehicle left is one created twice
 * and deleted once), and the public search — answered by the catalogue's read model — lists exactly
 * the kept vehicles the public companies' own lists (read from the database) hold. Criteria as soak.ts prints them.
 */
export async function checkSoakWrites(
  origin: string,
  companies: SoakCompany[],
): Promise<[met: boolean, text: string][]> {
  const rows: CompanyRows[] = await Promise.all(
    companies.map(async ({ cookie }) => {
      const read = async (path: string) => (await fetch(`${origin}${path}`, { headers: { cookie } })).json();
      return { vehicles: await read("/api/company/vehicles"), bookings: await read("/api/company/bookings") };
    }),
  );
  const models = rows.flatMap((company) => company.vehicles.map((vehicle) => vehicle.model));
  const kept = models.filter((model) => model.startsWith(KEPT_VEHICLE));
  const keptInPublic = rows
    .filter((_, c) => companies[c]?.isPublic)
    .flatMap((company) => company.vehicles.filter((vehicle) => vehicle.model.startsWith(KEPT_VEHICLE)));
  const leftOver = models.filter((model) => model.startsWith(TEMPORARY_VEHICLE));
  const emails = rows.flatMap((company) =>
    company.bookings.flatMap((booking) =>
      booking.customer && SOAK_RENTER.test(booking.customer.email) ? [booking.customer.email] : [],
    ),
  );
  const health = (await (await fetch(`${origin}/healthz`)).json()) as { catalogue: string };
  const listed = await fetch(`${origin}/api/vehicles?q=${encodeURIComponent(KEPT_VEHICLE)}&pageSize=1`);
  const listedCount = Number(listed.headers.get("x-total-count"));
  return [
    [
      repeated(kept).length === 0 && leftOver.length === 0,
      `no vehicle written twice: ${kept.length} kept (${repeated(kept).length} repeated), ${leftOver.length} of the deleted left`,
    ],
    [
      repeated(emails).length === 0,
      `no request written twice: ${emails.length} recorded, ${repeated(emails).length} repeated`,
    ],
    [
      health.catalogue === "current" && listedCount === keptInPublic.length,
      `read model current at the end (${health.catalogue}): the public search lists ${listedCount} kept vehicles, the public companies keep ${keptInPublic.length}`,
    ],
  ];
}
