import { describe, expect, it } from "vitest";
import {
  companyRequestMail,
  formatDominicaTime,
  type RequestSummary,
  requestDecisionMail,
  requestExpiredMail,
  requestReceiptMail,
} from "../../src/domain/request-mails";

const request: RequestSummary = {
  reference: "DR-7K3P9",
  vehicle: { make: "Toyota", model: "RAV4", year: 2021 },
  company: { name: "Nature Isle Rentals" },
  startDate: "2026-12-10",
  endDate: "2026-12-17",
  totalPrice: 340,
  deposit: 500,
  language: "en",
  currency: "USD",
};
const statusUrl = "https://rentals.dm/requests/abc123";
const expiresAt = new Date("2026-11-27T14:00:00Z");

describe("request mails", () => {
  it("gives the renter a receipt with the reference, amounts, expiry and status link", () => {
    const mail = requestReceiptMail(request, statusUrl, expiresAt);
    expect(mail.subject).toBe("Request DR-7K3P9 sent to Nature Isle Rentals");
    expect(mail.text).toContain("Vehicle: Toyota RAV4 (2021)");
    expect(mail.text).toContain("Dates: December 10, 2026 to December 17, 2026");
    expect(mail.text).toContain("Total: $340.00");
    expect(mail.text).toContain("Deposit: $500.00");
    expect(mail.text).toContain("November 27, 2026 at 10:00 AM (Dominica time)");
    expect(mail.text).toContain(statusUrl);
  });

  it("speaks French with EC$ to a renter who used them", () => {
    const mail = requestReceiptMail({ ...request, language: "fr", currency: "XCD" }, statusUrl, expiresAt);
    expect(mail.subject).toBe("Demande DR-7K3P9 envoyée à Nature Isle Rentals");
    expect(mail.text).toContain("Dates : du 10 décembre 2026 au 17 décembre 2026");
    expect(mail.text).toMatch(/Total : \$340,00 \(EC\$918\)/);
    expect(mail.text).toContain(statusUrl);
  });

  it("tells a declined renter the company's words and what else is free", () => {
    const mail = requestDecisionMail(request, "rejected", statusUrl, "Booked by a walk-in, sorry", [
      { name: "Suzuki Jimny", url: "https://rentals.dm/vehicles/7" },
    ]);
    expect(mail.subject).toBe("Request DR-7K3P9 declined");
    expect(mail.text).toContain("Message from the company: Booked by a walk-in, sorry");
    expect(mail.text).toContain("- Suzuki Jimny: https://rentals.dm/vehicles/7");
    const confirmed = requestDecisionMail(request, "confirmed", statusUrl, null, []);
    expect(confirmed.subject).toBe("Request DR-7K3P9 confirmed");
    expect(confirmed.text).not.toContain("Message from the company");
  });

  it("tells the renter when nobody answered, in their language", () => {
    expect(requestExpiredMail({ ...request, language: "fr" }, statusUrl, []).subject).toBe("Demande DR-7K3P9 expirée");
    expect(requestExpiredMail(request, statusUrl, []).text).toContain("nothing is held for you");
  });

  it("tells the company of a new and a withdrawn request, without the renter's details", () => {
    const mail = companyRequestMail(request, "new", "https://rentals.dm/company/dashboard");
    expect(mail.subject).toBe("New request DR-7K3P9: Toyota RAV4 (2021)");
    expect(mail.text).toContain("https://rentals.dm/company/dashboard");
    expect(companyRequestMail(request, "cancelled", "x").subject).toBe("Request DR-7K3P9 withdrawn by the renter");
  });

  it("writes times in Dominica's time zone", () => {
    expect(formatDominicaTime(expiresAt, "fr")).toBe("27 novembre 2026 à 10:00");
  });
});
