import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { buildCatalogueModel } from "../../src/server/catalogue/read-model/load-catalogue";
import type { Database } from "../../src/server/db/client";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/** The heap a freshly built read model holds (a second one, beside the app's): what it adds to an instance. */
export async function measureModelMemory(db: Database["db"]): Promise<{ bytes: number; vehicles: number }> {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const model = await buildCatalogueModel(db);
  collectGarbage();
  // Read after the collection, the model is still alive when the heap is measured.
  return { bytes: process.memoryUsage().heapUsed - before, vehicles: model.vehicleCount };
}
