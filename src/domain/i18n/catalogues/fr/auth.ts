import type { Catalogue } from "../../options";

export const auth: Catalogue = {};
