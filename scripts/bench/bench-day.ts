import { addDays, todayInDominica } from "../../src/domain/dates";

const today = todayInDominica();

/** The day `n` days from today in Dominica: the seed's periods and the searches' windows. */
export const benchDay = (n: number) => addDays(today, n);
