import type { Catalogue } from "../../options";

export const landing: Catalogue = {};
