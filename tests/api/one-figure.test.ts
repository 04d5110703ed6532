import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayInDominica } from "../../src/domain/dates";
import { type Currency, formatTotal } from "../../src/domain/money";
import { type PriceLine, quoteAsShown } from "../../src/domain/pricing";
import { bookings, mailOutbox } from "../../src/server/db/schema";
import { expireRequests } from "../../src/server/requests/expire-requests";
import { createCompany, createVehicle } from "../helpers/factories";
import { rendered } from "../helpers/mails";
import { filledRequestForm } from "../helpers/request-form";
import { login, setUpTestApp, TEST_PUBLIC_URL } from "../helpers/test-app";

// Issue 38, "One amount, one figure": an expiry mail priced an alternative at EC$743 where its page
// said EC$745. The alternative's figure in the mails and on the status page is the vehicle page's.
const t = setUpTestApp();
const today = todayInDominica();
const day = (n: number) => addDays(today, n);

/** The vehicle page's figure for `vehicleId` on the dates, as a reader of `currency` sees it. */
async function pageFigure(vehicleId: number, startDate: string, endDate: string, currency: Currency) {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/vehicles/${vehicleId}/quote?startDate=${startDate}&endDate=${endDate}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const quote = response.json() as { lines: PriceLine[]; total: number; currency: Currency };
  return { total: quote.total, from: quote.currency, shown: quoteAsShown(quote, currency).total };
}

async function sendRequest(vehicleId: number, period: { startDate: string; endDate: string }, reader: object) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/booking-requests",
    payload: filledRequestForm(vehicleId, period, { dropoffLocation: "douglas_charles_airport", ...reader }),
  });
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json() as { reference: string; statusUrl: string };
  const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, created.reference));
  if (!row) throw new Error("request not recorded");
  return { id: row.id, email: row.renterEmail ?? "", token: created.statusUrl.split("/").pop() ?? "" };
}

const lastMailTo = async (email: string) =>
  (await rendered(t.db, t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id)))
    .map((mail) => mail.textBody)
    .at(-1) ?? "";

describe("an alternative's figure is the vehicle page's, in the mail and on the status page", () => {
  it.each([
    // A US$ company, the Martinique visitor reading EC$ in French: 3 × EC$149.99 = EC$449.97, where
    // the total converted (166.65 × 2.70) would be EC$449.96.
    { companyCurrency: "USD", dailyPrice: 55.55, reader: { language: "fr", currency: "XCD" }, expected: "EC$449,97" },
    // An EC$ company, a visitor reading US$: 3 × US$74.07 = US$222.21, not 600 / 2.70 = US$222.22.
    { companyCurrency: "XCD", dailyPrice: 200, reader: { language: "en", currency: "USD" }, expected: "US$222.21" },
  ] as const)(
    "declined and expired, $reader.currency reader of a $companyCurrency company",
    async ({ companyCurrency, dailyPrice, reader, expected }) => {
      const { company, user } = await createCompany(t.db, { currency: companyCurrency, isLandingPageEnabled: true });
      const asked = await createVehicle(t.db, { companyId: company.id, dailyPrice: 300, weeklyPrice: null });
      const spare = await createVehicle(t.db, {
        companyId: company.id,
        make: "Suzuki",
        model: "Jimny",
        dailyPrice,
        weeklyPrice: null,
        monthlyPrice: null,
      });
      const period = { startDate: day(20), endDate: day(22) };
      const page = await pageFigure(spare.id, period.startDate, period.endDate, reader.currency);
      const figure = formatTotal(page.total, {
        from: page.from,
        currency: reader.currency,
        language: reader.language,
        shown: page.shown,
      });
      expect(figure.startsWith(expected)).toBe(true);

      // Declined: the mail and the status page say the page's figure.
      const declined = await sendRequest(asked.id, period, reader);
      const cookie = await login(t.app, user.username, user.password);
      const decision = await t.app.inject({
        method: "PATCH",
        url: `/api/bookings/${declined.id}`,
        payload: { status: "rejected" },
        headers: { cookie },
      });
      expect(decision.statusCode, decision.body).toBe(200);
      expect(await lastMailTo(declined.email)).toContain(`Jimny (2022), ${figure}`);
      const view = await t.app.inject({ method: "GET", url: `/api/booking-requests/${declined.token}` });
      expect(view.json().alternatives).toContainEqual(
        expect.objectContaining({ totalPrice: page.total, shownPrice: page.shown, priceCurrency: companyCurrency }),
      );

      // Expired: the same figure.
      const expired = await sendRequest(asked.id, period, reader);
      await expireRequests(t.db, {
        publicUrl: TEST_PUBLIC_URL,
        mail: t.app.mail,
        now: new Date(Date.now() + 49 * 3_600_000),
      });
      expect(await lastMailTo(expired.email)).toContain(`Jimny (2022), ${figure}`);
    },
  );
});
