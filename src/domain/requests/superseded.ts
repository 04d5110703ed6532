import type { BookingStatus } from "../constants";
import { type IsoDate, rangesOverlap } from "../dates";

interface RequestDays {
  id: number;
  vehicleId: number;
  status: BookingStatus;
  startDate: IsoDate;
  endDate: IsoDate;
}

/**
 * The waiting requests that approving `approved` declines (docs/product-rules.md, "The company's
 * inbox"): the same vehicle's other pending requests sharing at least one day with it. The server
 * applies the rule in SQL, under the vehicle's lock; the inbox names them before the company approves.
 */
export function requestsSupersededBy<T extends RequestDays>(approved: RequestDays, requests: readonly T[]): T[] {
  const days = { start: approved.startDate, end: approved.endDate };
  return requests.filter(
    (request) =>
      request.id !== approved.id &&
      request.vehicleId === approved.vehicleId &&
      request.status === "pending" &&
      rangesOverlap(days, { start: request.startDate, end: request.endDate }),
  );
}
