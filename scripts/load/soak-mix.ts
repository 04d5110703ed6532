// A load plan (plan.ts): the public mix of `npm run soak`. Each step is one visitor's request —
// mostly a distinct dated search, else a page or the listing — or, now and then, anonymous garbage,
// a company adding and removing an unavailability period, a company adding (and mostly deleting) a
// vehicle, or a visitor's booking request that the company approves or the visitor withdraws.
import { VEHICLE_TYPES } from "../../src/domain/constants";
import { unavailabilityPayload } from "../../src/domain/contracts/unavailability/unavailability-schema";
import { addDays } from "../../src/domain/dates";
import type { PlanFactory, Send } from "./plan";
import { requestWrite, type SoakCompany, vehicleWrite } from "./soak-writes";

export const soakMixPlan = new URL("./soak-mix.ts", import.meta.url);

export interface SoakMixOptions {
  /** Dominica's day when the run starts. */
  today: string;
  /** The Origin a browser on the site sends with a write. */
  origin: string;
  /** Logged-in companies: their session cookie and vehicles. */
  companies: SoakCompany[];
  /** The built client's hashed assets (paths), fetched as a browser would after a page. */
  assets: string[];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** A search a visitor might make: dates within the year ahead, and often a type or a price band. */
function datedSearch(today: string): string {
  const start = between(0, 365);
  const params = new URLSearchParams({ start: addDays(today, start), end: addDays(today, start + between(1, 21)) });
  if (Math.random() < 0.5) params.set("type", pick(VEHICLE_TYPES));
  if (Math.random() < 0.3) {
    const min = between(0, 150);
    params.set("minPrice", String(min));
    params.set("maxPrice", String(min + between(20, 300)));
  }
  if (Math.random() < 0.2) params.set("page", String(between(1, 3)));
  return `/api/vehicles?${params}`;
}

const BROWSING = ["/", "/vehicles", "/vehicles?type=suv", "/api/vehicles", "/api/vehicles?page=2&pageSize=12"];

/** What strangers send: unknown paths, bad JSON, oversized bodies, bad query values. */
function garbage(send: Send, origin: string) {
  const json = { "content-type": "application/json", origin };
  const requests = [
    () => send({ path: `/api/no-such-thing/${between(0, 1e6)}` }),
    () => send({ path: "/wp-login.php" }),
    () => send({ method: "POST", path: "/api/login", headers: json, body: '{"username": "a", "password": ' }),
    () => send({ method: "POST", path: "/api/register", headers: json, body: `{"x":"${"a".repeat(40 * 1024)}"}` }),
    () => send({ path: "/api/vehicles?start=2025-13-45&end=yesterday" }),
    () => send({ path: "/api/vehicles?minPrice=abc&page=-1" }),
    () => send({ path: `/api/vehicles?pageSize=${between(61, 1e9)}` }),
    () => send({ path: "/api/vehicles/not-a-number/availability" }),
  ];
  return pick(requests)();
}

/** A company blocks a few days far ahead (clear of its other periods), then frees them. */
async function companyWrite(send: Send, options: SoakMixOptions) {
  const company = pick(options.companies);
  const vehicleId = pick(company.vehicleIds);
  const start = addDays(options.today, between(400, 700));
  const headers = { cookie: company.cookie, origin: options.origin, "content-type": "application/json" };
  const added = await send({
    method: "POST",
    path: `/api/vehicles/${vehicleId}/unavailability`,
    headers,
    body: JSON.stringify(
      unavailabilityPayload({
        vehicleId,
        startDate: start,
        endDate: addDays(start, between(0, 2)),
        reason: "Scheduled Maintenance",
      }),
    ),
    keepBody: true,
  });
  if (added?.status !== 201 || !added.body) return;
  const { id } = JSON.parse(added.body.toString()) as { id: number };
  const { "content-type": _, ...withoutBody } = headers;
  await send({ method: "DELETE", path: `/api/vehicles/${vehicleId}/unavailability/${id}`, headers: withoutBody });
}

/**
 * A visitor told to come back later (503 with Retry-After) does, after about that long — not at
 * once, as a load generator's loop would, which no crowd of people does.
 */
const honouringRetryAfter =
  (send: Send): Send =>
  async (request) => {
    const response = await send(request);
    const retryAfter = Number(response?.status === 503 && response.headers["retry-after"]);
    if (retryAfter > 0)
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 * (0.5 + Math.random() / 2)));
    return response;
  };

/** The companies visitors can book. */
const visible = (companies: SoakCompany[]) => companies.filter((company) => company.isPublic);

const soakMix: PlanFactory<SoakMixOptions> = (options) => async (plain) => {
  const send = honouringRetryAfter(plain);
  const r = Math.random();
  if (r < 0.7) await send({ path: datedSearch(options.today) });
  else if (r < 0.88) {
    const response = await send({ path: pick(BROWSING) });
    // A page brings its scripts and styles along (cached by a real browser; fetched here now and then).
    if (response?.headers["content-type"]?.includes("text/html") && Math.random() < 0.3) {
      await send({ path: pick(options.assets) });
    }
  } else if (r < 0.95) await garbage(send, options.origin);
  else if (r < 0.97) await companyWrite(send, options);
  else if (r < 0.985) await requestWrite(send, pick(visible(options.companies)), options.origin, options.today);
  else await vehicleWrite(send, pick(options.companies), options.origin, options.today);
};
export default soakMix;
