import type { Catalogue } from "../../options";

export const booking: Catalogue = {};
