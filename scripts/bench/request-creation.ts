// npm run bench's booking-request rows: visitors sending Book Now requests at REQUEST_CONNECTIONS
// keep-alive connections beside a raw node:http server answering the same 201 bytes, then how a
// cached search answers while those requests are being written.
import http from "node:http";
import { fileURLToPath } from "node:url";
import { todayInDominica } from "../../src/domain/dates";
import { bookingRequestBody, bookingRequestsPlan } from "../load/booking-requests";
import { joined, type LoadWindow, percentile, runLoad } from "../load/run-load";
import { urlCyclePlan } from "../load/url-cycle";
import { rawServer } from "./raw-ceiling";

const REQUEST_CONNECTIONS = 20;
const MAX_PLANNED_VEHICLES = 2_000;
/** Project and ceiling take turns in this many slices, as the catalogue rows do. */
const SLICES = 5;

const ms = (n: number) => n.toFixed(1);
const rps = (l: LoadWindow) => l.times.length / l.seconds;
const statuses = (l: LoadWindow) =>
  Object.entries(l.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ") + (l.errors + l.timeouts ? ` errors ${l.errors} timeouts ${l.timeouts}` : "");

/** One request's answer as the load generator sees it, for the ceiling to send back. */
/** The bench server's public address: the Origin its writes must carry, whatever port it listens on. */
export const BENCH_PUBLIC_URL = "http://localhost";

function postOnce(base: string, path: string, body: string, origin: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      { method: "POST", headers: { "content-type": "application/json", origin, "accept-encoding": "br, gzip" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

export async function benchRequestCreation(options: {
  base: string;
  vehicleIds: number[];
  /** A search the catalogue has answered before: its cached bytes. */
  cachedSearch: string;
  seconds: number;
}) {
  const { base, cachedSearch, seconds } = options;
  // The plan's options travel on the generator's command line: at 100k vehicles every id would not
  // fit (E2BIG), and a spread of a few thousand asks the same of the database.
  const step = Math.ceil(options.vehicleIds.length / MAX_PLANNED_VEHICLES);
  const vehicleIds = options.vehicleIds.filter((_, i) => i % step === 0);
  const requests = {
    module: fileURLToPath(bookingRequestsPlan),
    options: { today: todayInDominica(), origin: BENCH_PUBLIC_URL, vehicleIds },
  };
  const creating = (target: string, s: number) =>
    runLoad({ base: target, connections: REQUEST_CONNECTIONS, seconds: s, plan: requests }).then(joined);
  const searching = (s: number) =>
    runLoad({
      base,
      connections: REQUEST_CONNECTIONS,
      seconds: s,
      plan: { module: fileURLToPath(urlCyclePlan), options: { urls: [cachedSearch] } },
    }).then(joined);

  // The ceiling answers every request with the bytes of a real 201.
  // Random dates may meet a seeded period (409): try a few, as a visitor would.
  let sample = { status: 0, headers: {}, body: Buffer.alloc(0) } as Awaited<ReturnType<typeof postOnce>>;
  for (let attempt = 0; attempt < 20 && sample.status !== 201; attempt++) {
    const body = bookingRequestBody(todayInDominica(), vehicleIds[attempt], `bench-sample-${attempt}@example.com`);
    sample = await postOnce(base, "/api/booking-requests", body, BENCH_PUBLIC_URL);
  }
  if (sample.status !== 201) throw new Error(`POST /api/booking-requests answered ${sample.status}: ${sample.body}`);
  const ceiling = await rawServer(sample.body, sample.headers);
  const ours: LoadWindow[] = [];
  const theirs: LoadWindow[] = [];
  for (let slice = 0; slice < SLICES; slice++) {
    ours.push(await creating(base, seconds / SLICES));
    theirs.push(await creating(ceiling.base, seconds / SLICES));
  }
  ceiling.server.close();
  const project = joined(ours);
  const raw = joined(theirs);

  await searching(1); // warm: the search's bytes are cached before either run is timed
  const alone = await searching(seconds);
  const [during, creatingMeanwhile] = await Promise.all([searching(seconds), creating(base, seconds)]);

  console.log(`\nbooking requests, ${REQUEST_CONNECTIONS} connections, ${seconds} s per run\n`);
  console.log(
    "| run | project req/s | raw req/s | ratio | p50 ms | p99 ms | raw p99 ms | answers |\n|---|---|---|---|---|---|---|---|",
  );
  console.log(
    `| POST /api/booking-requests | ${Math.round(rps(project))} | ${Math.round(rps(raw))} | ${(
      (100 * rps(project)) / rps(raw)
    ).toFixed(1)} % | ${ms(percentile(project.times, 0.5))} | ${ms(percentile(project.times, 0.99))} | ${ms(
      percentile(raw.times, 0.99),
    )} | ${statuses(project)} |`,
  );
  for (const [name, run] of [
    ["cached search, alone", alone],
    ["cached search, while requests are created", during],
    ["POST /api/booking-requests, during that search load", creatingMeanwhile],
  ] as const) {
    console.log(
      `| ${name} | ${Math.round(rps(run))} | – | – | ${ms(percentile(run.times, 0.5))} | ${ms(
        percentile(run.times, 0.99),
      )} | – | ${statuses(run)} |`,
    );
  }
}
