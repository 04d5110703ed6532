import { queryKeys } from "../../../lib/query-keys";

/**
 * What a gallery change refetches: the cover is the picture of the company's own cards, the public
 * catalogue's cards (and this vehicle's answer, under `vehicles`) and the admin table.
 */
export const GALLERY_WRITE_INVALIDATES = [queryKeys.ownFleet, queryKeys.vehicles.all, queryKeys.admin.vehicles];
