// A load plan (plan.ts): GET the URLs in turn, all connections sharing one cursor; with `once`,
// stop when each has been asked for once.
import type { PlanFactory } from "./plan";

export const urlCyclePlan = new URL("./url-cycle.ts", import.meta.url);

const urlCycle: PlanFactory<{ urls: string[]; once?: boolean }> = ({ urls, once }) => {
  let next = 0;
  return async (send) => {
    if (once && next >= urls.length) return false;
    await send({ path: urls[next++ % urls.length] ?? "/" });
  };
};
export default urlCycle;
