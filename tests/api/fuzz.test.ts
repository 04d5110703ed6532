import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { validVehicleInput } from "../helpers/fixtures";
import { type Actor, setUpActors, setUpTestApp } from "../helpers/test-app";

/**
 * Every route the API documents, driven with random and hostile params, queries and bodies by each
 * kind of caller. Nothing may answer 5xx, and a refused request must leave every table as it was.
 * `FUZZ_RUNS` and `FUZZ_SEED` reproduce or lengthen a run (`FUZZ_RUNS=100000 npm run test:api -- fuzz`).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

// Calendar syncs reach a local server serving a hostile calendar (a rule ical.js loops on, garbage);
// its reading budget is short so that the runs stay quick.
const t = setUpTestApp({ calendarSync: { allowPrivateAddresses: true, timeBudgetMs: 500, timeoutMs: 2000 } });
const actors = setUpActors(t);

const HOSTILE_CALENDAR = [
  "BEGIN:VCALENDAR",
  "BEGIN:VEVENT",
  "UID:never@fuzz",
  "DTSTART;VALUE=DATE:20300101",
  "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
  "END:VEVENT",
  "BEGIN:X-GARBAGE",
  "\u0000;;;:::",
  "END:VCALENDAR",
].join("\r\n");
let calendarServer: http.Server;
let calendarUrl: string;
beforeAll(async () => {
  calendarServer = http.createServer((_request, response) => response.end(HOSTILE_CALENDAR));
  await new Promise<void>((resolve) => calendarServer.listen(0, "127.0.0.1", resolve));
  calendarUrl = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/calendar.ics`;
});
afterAll(() => new Promise<void>((resolve) => calendarServer.close(() => resolve())));

interface Route {
  method: string;
  path: string;
  fields: string[];
  /** The names its query string takes. */
  queries: string[];
}

interface DocumentedOperation {
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
  parameters?: { in: string; name: string }[];
}

/**
 * Methods, paths, body fields and query names from the OpenAPI document, so a new route or query
 * parameter is fuzzed without touching this file.
 */
function documentedRoutes(): Route[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, DocumentedOperation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      fields: Object.keys(operation.requestBody?.content?.["application/json"]?.schema?.properties ?? {}),
      queries: (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
    })),
  );
}

const today = todayInDominica();
const hostileScalar = fc.oneof(
  fc.constantFrom(0, -1, 1, 2, 3, 4, 0.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, 1e308, Number.MAX_SAFE_INTEGER),
  fc.constantFrom(
    "",
    " ",
    "0000-01-01",
    "9999-12-31",
    "2026-02-30",
    "1899-12-31",
    "2100-12-31",
    today,
    addDays(today, 3),
    `${today}T00:00:00.000Z`,
    "abc",
    "' or 1=1 --",
    "%_\\",
    "\u0000",
    "$'$&",
    "../../etc/passwd",
    "1e400",
    "-0",
    "NaN",
    "suv",
    "confirmed",
    "rejected",
    "Reserved",
    "Saint George",
    "a@b.dm",
    "7674401234",
    "----------",
    "data:image/png;base64,iVBORw0KGgo=",
    "https://cars.example.invalid/car.png",
    "/api/images/1",
    "/api/images/2147483648",
    "x".repeat(5000),
    // The quote's extras (id:count, …), places and times.
    "1:2,3",
    "1:99999999999",
    "0:0,:,a:b,,",
    "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1",
    "douglas_charles_airport",
    "delivery",
    "23:59",
    "24:00",
    "true",
  ),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const hostileValue = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 }) },
);

const KNOWN_FIELDS = [
  "id",
  "vehicleId",
  "startDate",
  "endDate",
  "status",
  "reason",
  "isArchived",
  "isActive",
  "isFeatured",
  "isLandingPageEnabled",
  "type",
  "month",
  "start",
  "end",
  "q",
  "doors",
  "seats",
  "minPrice",
  "maxPrice",
  "minDeposit",
  "maxDeposit",
  "variant",
  "companyId",
];

function bodyFor(route: Route) {
  const fieldNames = fc.constantFrom(...route.fields, ...KNOWN_FIELDS);
  return fc.oneof(
    { weight: 5, arbitrary: fc.dictionary(fieldNames, hostileValue, { maxKeys: 8 }) },
    // A valid vehicle with one field spoiled reaches deeper than random keys do.
    {
      weight: 2,
      arbitrary: fc
        .record({ field: fc.constantFrom(...Object.keys(validVehicleInput())), value: hostileValue })
        .map(({ field, value }) => ({ ...validVehicleInput(), [field]: value })),
    },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const paramValue = fc.oneof(
  fc.constantFrom(
    "1",
    "2",
    "3",
    "0",
    "-1",
    "2147483647",
    "2147483648",
    "99999999999999999999",
    "1.5",
    "1e3",
    "abc",
    "%00",
  ),
  fc.integer({ min: 1, max: 6 }).map(String),
);
const queryStringFor = (route: Route) =>
  fc
    .dictionary(
      fc.constantFrom(...route.queries, ...KNOWN_FIELDS),
      hostileScalar.map((value) => String(value)),
      { maxKeys: 5 },
    )
    .map((query) => new URLSearchParams(query).toString());

const request = (routes: Route[]) =>
  fc.constantFrom(...routes).chain((route) =>
    fc.record({
      route: fc.constant(route),
      params: fc.array(paramValue, { minLength: 3, maxLength: 3 }),
      query: queryStringFor(route),
      body: bodyFor(route),
      actor: fc.constantFrom<Actor | "forged">("anonymous", "own", "other", "admin", "forged"),
    }),
  );

/**
 * One query digesting every table's rows; sessions only by their ids, as every request touches their
 * last use. The rate limits' counters are left out: counting a refused request is what they are for.
 */
async function fingerprintQuery() {
  const { rows } = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts = rows
    .filter(({ table_name: table }) => table !== "rate_limits")
    .map(({ table_name: table }) => {
      const digest = table === "sessions" ? sql.raw("s.id_hash") : sql.raw("s::text");
      return sql`select ${table} || ':' || count(*) || ':' || coalesce(sum(hashtext(${digest})), 0) as part from ${sql.identifier(table)} s`;
    });
  return sql.join(parts, sql` union all `);
}

it(
  "answers every documented route's hostile input with less than 500, writing nothing when it refuses",
  async () => {
    // Something for ids to find: a vehicle of the own company, a period on it, a booking by another company.
    const vehicle = await t.app.inject({
      method: "POST",
      url: "/api/vehicles",
      headers: { cookie: actors.own.cookie },
      payload: validVehicleInput(),
    });
    expect(vehicle.statusCode).toBe(201);
    const vehicleId = vehicle.json().id;
    for (const [cookie, url, payload] of [
      [
        actors.own.cookie,
        `/api/vehicles/${vehicleId}/unavailability`,
        { vehicleId, startDate: addDays(today, 20), endDate: addDays(today, 22) },
      ],
      [actors.other.cookie, "/api/bookings", { vehicleId, startDate: addDays(today, 5), endDate: addDays(today, 7) }],
      [actors.own.cookie, "/api/company/calendar-imports", { vehicleId, url: calendarUrl }],
    ] as const) {
      expect((await t.app.inject({ method: "POST", url, headers: { cookie }, payload })).statusCode).toBe(201);
    }

    const digestQuery = await fingerprintQuery();
    const fingerprint = async () =>
      ((await t.database.db.execute(digestQuery)) as unknown as { rows: { part: string }[] }).rows
        .map((row) => row.part)
        .join(" ");
    const routes = documentedRoutes();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        "GET /api/calendar-feeds/{file}",
        "GET /api/company/calendar-feeds",
        "POST /api/company/calendar-feeds",
        "GET /api/company/calendar-imports",
        "POST /api/company/calendar-imports",
        "PATCH /api/company/calendar-imports/{id}",
        "DELETE /api/company/calendar-imports/{id}",
        "POST /api/company/calendar-imports/{id}/sync",
      ]),
    );
    // Query names come from the document too: the quote's choices are driven like its dates.
    expect(routes.find((route) => route.path === "/api/vehicles/{id}/quote")?.queries).toEqual(
      expect.arrayContaining(["startDate", "endDate", "pickup", "dropoff", "extras", "driverAge"]),
    );
    const cookies: Record<Actor | "forged", string | undefined> = {
      anonymous: undefined,
      own: actors.own.cookie,
      other: actors.other.cookie,
      admin: actors.admin.cookie,
      forged: "sid=forged-session-id",
    };

    await fc.assert(
      fc.asyncProperty(request(routes), async ({ route, params, query, body, actor }) => {
        let index = 0;
        const path = route.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[index++] ?? "1"));
        const before = await fingerprint();
        const cookie = cookies[actor];
        const response = await t.app.inject({
          method: route.method as "GET",
          url: query ? `${path}?${query}` : path,
          headers: cookie ? { cookie } : {},
          ...(body !== undefined && route.method !== "GET" && route.method !== "DELETE"
            ? { payload: body as object }
            : {}),
        });
        const what = `${route.method} ${path}?${query} as ${actor}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, what).toBeLessThan(500);
        if (response.statusCode >= 400) expect(await fingerprint(), what).toBe(before);
      }),
      { numRuns: RUNS, seed: SEED },
    );

    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  },
  // A long run (FUZZ_RUNS=100000) takes minutes on a busy machine: allow ~20 ms a request.
  Math.max(600_000, RUNS * 20),
);
