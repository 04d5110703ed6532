import { performance } from "node:perf_hooks";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { outsideRequests } from "../../load-shedding/gated-database";
import type { CatalogueChange, CatalogueVersion } from "../version";
import type { CatalogueModel } from "./catalogue-model";
import { buildCatalogueModel, findCompanyVehicleIds, loadBusyRuns, loadListings } from "./load-catalogue";

/** What a full build took and holds: the start-up log line, and the bench's. */
export interface ModelBuild {
  ms: number;
  vehicles: number;
  busyRuns: number;
}

export interface ReadModel {
  /**
   * The model, when it holds every change heard so far; undefined while it is being built or is
   * applying changes, after a failed update, and while the change signal is down: then ask SQL.
   */
  current(): CatalogueModel | undefined;
  /**
   * The model once it holds every change heard before the call, waiting up to `ms` for the update in
   * progress — under a stream of writes an update is always in progress, and waiting for it costs a
   * reader far less than the SQL answer; undefined after that, as `current()` (then ask SQL).
   */
  currentWithin(ms: number): Promise<CatalogueModel | undefined>;
  readonly lastBuild: ModelBuild | undefined;
  /** Resolves once nothing heard is waiting to be applied, or an update failed and waits to be retried. */
  idle(): Promise<void>;
  /** Stops listening and waits for the update in progress. */
  close(): Promise<void>;
}

/** What the changes heard since the last update ask to reload. */
interface Pending {
  rebuild: boolean;
  vehicleIds: Set<number>;
  companyIds: Set<number>;
  busyVehicleIds: Set<number>;
  /** Companies whose rules changed: their vehicles' busy days carry the cleaning days. */
  busyCompanyIds: Set<number>;
}

const nothingPending = (): Pending => ({
  rebuild: false,
  vehicleIds: new Set(),
  companyIds: new Set(),
  busyVehicleIds: new Set(),
  busyCompanyIds: new Set(),
});

/**
 * Files a change under what it asks to reload: a vehicle's listing and busy days (its row: its
 * papers' expiry), a vehicle's listing alone (its cover's colour computed late: table "images"), a
 * company's listings and busy days (its name, standing, featured flag or availability rules), a
 * vehicle's busy days; a company's places reload its listings (their pick-up places, migration
 * 0044). A gallery's change asks for nothing: the model holds only the cover, whose
 * change the vehicle's own row signals; nor do a company's extras and seasons, which price
 * quotes, not listings, nor its shown reviews (their rating is the company's row, whose own signal reloads its listings). A signal naming nothing, or a table the model does not know, rebuilds
 * everything.
 */
function note(change: CatalogueChange, pending: Pending) {
  const { vehicleId, companyId } = change;
  if (change.table === "vehicle_images" && typeof vehicleId === "number") return;
  if (change.table === "company_extras" || change.table === "company_extra_exclusions") return;
  if (change.table === "company_seasons" && typeof companyId === "number") return;
  if (change.table === "reviews" && typeof companyId === "number") return;
  if (change.table === "vehicles" && typeof vehicleId === "number") {
    pending.vehicleIds.add(vehicleId);
    pending.busyVehicleIds.add(vehicleId);
  } else if (change.table === "images" && typeof vehicleId === "number") {
    pending.vehicleIds.add(vehicleId);
  } else if (change.table === "companies" && typeof companyId === "number") {
    pending.companyIds.add(companyId);
    pending.busyCompanyIds.add(companyId);
  } else if ((change.table === "users" || change.table === "company_places") && typeof companyId === "number") {
    pending.companyIds.add(companyId);
  } else if (
    (change.table === "vehicle_unavailability" || change.table === "bookings") &&
    typeof vehicleId === "number"
  ) {
    pending.busyVehicleIds.add(vehicleId);
  } else pending.rebuild = true;
}

const isEmpty = (pending: Pending) =>
  !pending.rebuild && pending.vehicleIds.size + pending.companyIds.size + pending.busyVehicleIds.size === 0;

const RETRY_MS = { first: 1_000, max: 30_000 };

/**
 * How long a public read waits for the model to take in a change before asking SQL instead: an
 * update of a few vehicles takes milliseconds, an uncached SQL search under load far longer.
 */
export const READ_MODEL_WAIT_MS = 200;

/**
 * Builds the public catalogue's read model and keeps it current from the change signal: each change
 * reloads what it names, changes heard together are applied together, one update at a time and in
 * the order heard, so a later reload never loses to an earlier one. docs/decisions/catalogue-read-model.md.
 */
export function startReadModel(options: { db: Db; version: CatalogueVersion; log: FastifyBaseLogger }): ReadModel {
  const { db, version, log } = options;
  let model: CatalogueModel | undefined;
  let lastBuild: ModelBuild | undefined;
  let pending: Pending = { ...nothingPending(), rebuild: true };
  let updating = false;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = RETRY_MS.first;
  let closed = false;
  let waiters: (() => void)[] = [];
  /** The version the model holds: every change heard up to it is applied. */
  let applied = -1;
  /** Readers waiting for the model to hold a version (`currentWithin`). */
  let catchUps: { version: number; resolve: (model: CatalogueModel | undefined) => void }[] = [];

  const current = () => (version.isLive && !retry && model && applied === version.value ? model : undefined);

  /** Answers the readers whose version the model now holds; all of them (undefined) after a failure. */
  function wakeCatchUps(failed = false) {
    const waiting = catchUps;
    catchUps = [];
    for (const catchUp of waiting) {
      if (failed) catchUp.resolve(undefined);
      else if (catchUp.version <= applied) catchUp.resolve(version.isLive ? model : undefined);
      else catchUps.push(catchUp);
    }
  }

  async function build(): Promise<CatalogueModel> {
    const started = performance.now();
    const built = await buildCatalogueModel(db);
    lastBuild = { ms: performance.now() - started, vehicles: built.vehicleCount, busyRuns: built.busyRunCount };
    log.info(lastBuild, "catalogue read model built");
    return built;
  }

  async function apply(current: CatalogueModel, changes: Pending) {
    const scope = { vehicleIds: [...changes.vehicleIds], companyIds: [...changes.companyIds] };
    const reloadListings = scope.vehicleIds.length + scope.companyIds.length > 0;
    const listings = reloadListings ? await loadListings(db, scope) : undefined;
    const busyVehicleIds = [...changes.busyVehicleIds];
    if (changes.busyCompanyIds.size)
      busyVehicleIds.push(...(await findCompanyVehicleIds(db, [...changes.busyCompanyIds])));
    const busy = busyVehicleIds.length ? await loadBusyRuns(db, current.firstDay, busyVehicleIds) : undefined;
    // Both loaded before either is applied: a read never sees half an update.
    if (busy) current.replaceBusyDays(busy, busyVehicleIds);
    if (listings) current.replaceListings(listings, scope);
  }

  async function update() {
    updating = true;
    while (!closed && !isEmpty(pending)) {
      const changes = pending;
      pending = nothingPending();
      // Every change heard so far is in `changes`: once applied, the model holds this version.
      const upTo = version.value;
      try {
        if (changes.rebuild || !model) model = await build();
        else await apply(model, changes);
        // Changes heard meanwhile that asked for nothing are held too.
        applied = isEmpty(pending) ? version.value : upTo;
        retryMs = RETRY_MS.first;
        wakeCatchUps();
      } catch (error) {
        wakeCatchUps(true);
        if (closed) break;
        log.warn({ err: error }, "catalogue read model update failed; answering from SQL until it is rebuilt");
        pending.rebuild = true;
        retry = setTimeout(() => {
          retry = undefined;
          start();
        }, retryMs).unref();
        retryMs = Math.min(retryMs * 2, RETRY_MS.max);
        break;
      }
    }
    updating = false;
    for (const resolve of waiters) resolve();
    waiters = [];
  }

  function start() {
    // A change is heard inside the writing request; the update is the server's own, never shed with it.
    if (!updating && !retry && !closed && !isEmpty(pending)) void outsideRequests(update);
  }

  const idle = () => (updating ? new Promise<void>((resolve) => waiters.push(resolve)) : Promise.resolve());
  const stopListening = version.onChange((change) => {
    note(change, pending);
    // A change that asks for nothing (a pending request, a gallery) is held at once when nothing is being applied.
    if (isEmpty(pending) && !updating && !retry) applied = version.value;
    start();
  });
  start();

  return {
    current,
    currentWithin(ms) {
      const now = current();
      if (now || !version.isLive || retry || closed) return Promise.resolve(now);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          catchUps = catchUps.filter((catchUp) => catchUp !== waiting);
          resolve(undefined);
        }, ms);
        const waiting = {
          version: version.value,
          resolve: (caughtUp: CatalogueModel | undefined) => {
            clearTimeout(timer);
            resolve(caughtUp);
          },
        };
        catchUps.push(waiting);
      });
    },
    get lastBuild() {
      return lastBuild;
    },
    idle,
    async close() {
      closed = true;
      clearTimeout(retry);
      stopListening();
      wakeCatchUps(true);
      await idle();
    },
  };
}
