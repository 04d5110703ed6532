import type { Catalogue } from "../../options";

export const home: Catalogue = {};
