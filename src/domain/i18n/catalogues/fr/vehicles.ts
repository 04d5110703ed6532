import type { Catalogue } from "../../options";

export const vehicles: Catalogue = {};
