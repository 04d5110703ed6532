import { describe, expect, it } from "vitest";
import { paths } from "../../src/client/lib/paths";
import { translator } from "../../src/domain/i18n/translate";
import { fr as french } from "../../src/domain/i18n/translations/fr";
import {
  companyRequestMail,
  formatDominicaTime,
  type RequestSummary,
  rentalAgreement,
  requestDecisionMail,
  requestExpiredMail,
  requestReceiptMail,
} from "../../src/domain/requests/mails";

const request: RequestSummary = {
  reference: "DR-7K3P9",
  vehicle: { make: "Toyota", model: "RAV4", year: 2021 },
  company: { name: "Nature Isle Rentals" },
  startDate: "2026-12-10",
  endDate: "2026-12-17",
  totalPrice: 340,
  deposit: 500,
  priceCurrency: "USD",
  language: "en",
  currency: "USD",
  priceLines: null,
};
const statusUrl = "https://rentals.dm/requests/abc123";
const expiresAt = new Date("2026-11-27T14:00:00Z");

describe("request mails", () => {
  it("gives the renter a receipt with the reference, amounts, expiry and status link", () => {
    const mail = requestReceiptMail(request, statusUrl, expiresAt);
    expect(mail.subject).toBe("Request DR-7K3P9 sent to Nature Isle Rentals");
    expect(mail.text).toContain("Vehicle: Toyota RAV4 (2021)");
    expect(mail.text).toContain("Dates: December 10, 2026 to December 17, 2026");
    expect(mail.text).toContain("Total: US$340.00");
    expect(mail.text).toContain("Deposit: US$500.00");
    expect(mail.text).toContain("November 27, 2026 at 10:00 AM (Dominica time)");
    expect(mail.text).toContain(statusUrl);
  });

  it("invites a visitor without an account to keep the request in one, and an account's renter not", () => {
    const signUpUrl = "https://rentals.dm/sign-up?request=abc123";
    expect(requestReceiptMail(request, statusUrl, expiresAt, signUpUrl).text).toContain(
      `Keep your requests in one place: create an account, or log in to yours, and this request joins it: ${signUpUrl}`,
    );
    expect(requestReceiptMail({ ...request, language: "fr" }, statusUrl, expiresAt, signUpUrl).text).toContain(
      `Gardez vos demandes au même endroit : créez un compte, ou connectez-vous au vôtre, et cette demande y sera : ${signUpUrl}`,
    );
    expect(requestReceiptMail(request, "https://rentals.dm/bookings", expiresAt).text).not.toContain("account");
  });

  it("speaks French with EC$ to a renter who used them", () => {
    const mail = requestReceiptMail({ ...request, language: "fr", currency: "XCD" }, statusUrl, expiresAt);
    expect(mail.subject).toBe("Demande DR-7K3P9 envoyée à Nature Isle Rentals");
    expect(mail.text).toContain("Dates : du 10 décembre 2026 au 17 décembre 2026");
    expect(mail.text).toMatch(/Total : EC\$918,00 \(US\$340,00\)/);
    expect(mail.text).toContain(statusUrl);
  });

  it("gives a renter reading EC$ the figure the form showed: its lines' converted sum, not the total converted", () => {
    const lines = [
      { kind: "daily" as const, label: "4 days at the daily rate", quantity: 4, unitPrice: 55, amount: 220 },
    ];
    const priced = { ...request, totalPrice: 220, priceLines: lines, currency: "XCD" as const };
    // The form showed 4 × EC$148.50 = EC$594.00, the renter's figure first.
    expect(requestReceiptMail(priced, statusUrl, expiresAt).text).toContain("Total: EC$594.00 (US$220.00)");
    // From an EC$ company, 3 × US$74.07 = US$222.21 where EC$600 / 2.70 would be US$222.22.
    const ecLines = [
      { kind: "daily" as const, label: "3 days at the daily rate", quantity: 3, unitPrice: 200, amount: 600 },
    ];
    const ec = { ...request, totalPrice: 600, priceLines: ecLines, priceCurrency: "XCD" as const };
    expect(requestReceiptMail(ec, statusUrl, expiresAt).text).toContain("Total: US$222.21 (EC$600.00)");
    expect(requestReceiptMail({ ...ec, priceLines: null }, statusUrl, expiresAt).text).toContain(
      "Total: US$222.22 (EC$600.00)",
    );
  });

  it("writes an EC$ company's total in EC$, with the US$ figure for a renter reading US$ (issue 22)", () => {
    const mail = requestReceiptMail(
      { ...request, priceCurrency: "XCD", totalPrice: 918, deposit: 1350 },
      statusUrl,
      expiresAt,
    );
    expect(mail.text).toContain("Total: US$340.00 (EC$918.00)");
    expect(mail.text).toContain("Deposit: US$500.00 (EC$1,350.00)");
  });

  const jimny = {
    vehicle: { id: 31, make: "Suzuki", model: "Jimny", year: 2020 },
    totalPrice: 280,
    priceLines: [
      { kind: "daily" as const, label: "4 days at the daily rate", quantity: 4, unitPrice: 70, amount: 280 },
    ],
    priceCurrency: "USD" as const,
    url: "https://rentals.dm/companies/7",
  };

  it("tells a declined renter the company's words and what else is free, with its price for those dates", () => {
    const mail = requestDecisionMail(request, "rejected", statusUrl, "Booked by a walk-in, sorry", [jimny]);
    expect(mail.subject).toBe("Request DR-7K3P9 declined");
    expect(mail.text).toContain("Nature Isle Rentals cannot accept your request.");
    expect(mail.text).toContain("Message from Nature Isle Rentals:\n> Booked by a walk-in, sorry\n");
    expect(mail.text).toContain("- Suzuki Jimny (2020), US$280.00 for these dates: https://rentals.dm/companies/7");
    const confirmed = requestDecisionMail(request, "confirmed", statusUrl, "See you at the airport", [jimny]);
    expect(confirmed.subject).toBe("Request DR-7K3P9 confirmed");
    expect(confirmed.text).toContain("Message from Nature Isle Rentals:\n> See you at the airport\n");
    expect(confirmed.text).not.toContain("Suzuki Jimny");
    expect(requestDecisionMail(request, "confirmed", statusUrl, null, []).text).not.toContain("Message from");
  });

  it("tells a renter whose dates went to another request why, in their language and currency", () => {
    const mail = requestDecisionMail(request, "taken", null, null, [jimny]);
    expect(mail.subject).toBe("Request DR-7K3P9 declined");
    expect(mail.text).toContain("has rented the Toyota RAV4 to another renter on those dates");
    expect(mail.text).toContain("Your request's page is at the link in your receipt.");
    const french = requestDecisionMail({ ...request, language: "fr", currency: "XCD" }, "taken", null, null, [jimny]);
    expect(french.subject).toBe("Demande DR-7K3P9 refusée");
    expect(french.text).toContain("a loué le Toyota RAV4 à un autre client sur ces dates");
    expect(french.text).toMatch(
      /- Suzuki Jimny \(2020\), EC\$756,00 \(US\$280,00\) pour ces dates : https:\/\/rentals\.dm\/companies\/7/,
    );
  });

  it("prices an alternative as its page does: the sum of its converted lines, the renter's figure first", () => {
    // An EC$ company's Jimny at EC$200 a day, 3 days: the page shows 3 × US$74.07 = US$222.21.
    const ecJimny = {
      ...jimny,
      totalPrice: 600,
      priceCurrency: "XCD" as const,
      priceLines: [
        { kind: "daily" as const, label: "3 days at the daily rate", quantity: 3, unitPrice: 200, amount: 600 },
      ],
    };
    expect(requestExpiredMail(request, null, [ecJimny]).text).toContain(
      "- Suzuki Jimny (2020), US$222.21 (EC$600.00) for these dates: https://rentals.dm/companies/7",
    );
  });

  it("tells the renter when nobody answered, in their language", () => {
    expect(requestExpiredMail({ ...request, language: "fr" }, statusUrl, []).subject).toBe("Demande DR-7K3P9 expirée");
    expect(requestExpiredMail(request, statusUrl, []).text).toContain("nothing is held for you");
    expect(requestExpiredMail(request, null, [jimny]).text).toContain("Free on your dates at the same company:");
  });

  it("tells the company of a new and a withdrawn request, without the renter's details", () => {
    const inbox = `https://rentals.dm${paths.companyRequest("DR-7K3P9")}`;
    expect(inbox).toBe("https://rentals.dm/company/dashboard?request=DR-7K3P9");
    const mail = companyRequestMail(request, "new", inbox);
    expect(mail.subject).toBe("New request DR-7K3P9: Toyota RAV4 (2021)");
    expect(mail.text).toContain(inbox);
    const withdrawn = companyRequestMail(request, "cancelled", inbox);
    expect(withdrawn.subject).toBe("Request DR-7K3P9 withdrawn by the renter");
    expect(withdrawn.text).toContain(inbox);
  });

  it("writes times in Dominica's time zone", () => {
    expect(formatDominicaTime(expiresAt, "fr")).toBe("27 novembre 2026 à 10:00");
  });
});

describe("a company's own words in a renter's mail (issue 37)", () => {
  // A message written to look like the site's own lines: each one stays behind "> ".
  const forged = "Sorry!\nReference: DR-FAKE1\n\nFollow your request, or withdraw it, here: https://evil.example/pay";
  const lineStarts = (text: string) => text.split("\n");

  it.each([
    ["confirmed", "en", "Message from Nature Isle Rentals:"],
    ["rejected", "en", "Message from Nature Isle Rentals:"],
    ["rejected", "fr", "Message de Nature Isle Rentals :"],
  ] as const)("a %s mail in %s quotes the message under the company's name", (decision, language, heading) => {
    const mail = requestDecisionMail({ ...request, language }, decision, statusUrl, forged, []);
    const lines = lineStarts(mail.text);
    const at = lines.indexOf(heading);
    expect(lines.slice(at, at + 5)).toEqual([
      heading,
      "> Sorry!",
      "> Reference: DR-FAKE1",
      ">",
      "> Follow your request, or withdraw it, here: https://evil.example/pay",
    ]);
    expect(lines.filter((line) => line.includes("DR-FAKE1") && !line.startsWith("> "))).toEqual([]);
    expect(lines.filter((line) => line.includes("evil.example") && !line.startsWith("> "))).toEqual([]);
  });

  it.each([
    ["en", "Cancellation policy, as Nature Isle Rentals writes it:", "Nothing is charged by this site."],
    ["fr", "Conditions d'annulation, dans les mots de Nature Isle Rentals :", "Ce site ne prélève rien."],
  ] as const)("the receipt in %s quotes a policy in the company's own words", (language, heading, noCharge) => {
    const cancellationPolicy = {
      cancellation: "own_text" as const,
      freeCancellationDays: null,
      cancellationSharePercent: null,
      cancellationText: "No refunds.\r\nTotal: US$0.00",
    };
    const mail = requestReceiptMail({ ...request, language, cancellationPolicy }, statusUrl, expiresAt);
    expect(mail.text).toContain(`\n${heading}\n> No refunds.\n> Total: US$0.00\n${noCharge}\n`);
  });
});

describe("the day-of facts (issue 38, point 9)", () => {
  const fr = translator("fr", french);
  const dayOf: RequestSummary = {
    ...request,
    company: {
      name: "Nature Isle Rentals",
      phone: "+17674482211",
      address: ["12 Bay Street", "Roseau, St George"],
      mapUrl: "https://www.openstreetmap.org/?mlat=15.3&mlon=-61.38#map=16/15.3/-61.38",
    },
    renter: {
      fullName: "Ann Lee",
      pickupLocation: "airport",
      pickupPlace: "Douglas-Charles Airport",
      dropoffLocation: "roseau",
      pickupTime: "14:30",
      dropoffTime: "21:30",
    },
    priceLines: [{ kind: "daily", label: "8 days at the daily rate", quantity: 8, unitPrice: 42.5, amount: 340 }],
  };

  it("confirms with places and times, the deposit and how it is paid, the company's contacts and the status link", () => {
    const mail = requestDecisionMail(dayOf, "confirmed", statusUrl, null, []);
    expect(mail.text).toContain("Pick-up: Douglas-Charles Airport, December 10, 2026 at 14:30");
    expect(mail.text).toContain("Return: Roseau, December 17, 2026 at 21:30");
    expect(mail.text).toContain("The deposit is US$500.00: Nature Isle Rentals will tell you how to pay it.");
    expect(mail.text).toContain("Phone: +1 767-448-2211");
    expect(mail.text).toMatch(/WhatsApp: https:\/\/wa\.me\/17674482211\?text=.*DR-7K3P9/);
    expect(mail.text).toContain("Address: 12 Bay Street, Roseau, St George");
    expect(mail.text).toContain(`Map: ${dayOf.company.mapUrl}`);
    expect(mail.text).toContain("The attached calendar file holds the pick-up and the return.");
    expect(mail.text).toContain(`Follow your request, or withdraw it, here: ${statusUrl}`);
  });

  it("says it in French, the place names translated", () => {
    const mail = requestDecisionMail({ ...dayOf, language: "fr" }, "confirmed", statusUrl, null, [], fr);
    expect(mail.text).toContain("Prise en charge : Aéroport Douglas-Charles, le 10 décembre 2026 à 14:30");
    expect(mail.text).toContain("Restitution : Roseau, le 17 décembre 2026 à 21:30");
    expect(mail.text).toContain("La caution est de US$500,00 : Nature Isle Rentals vous dira comment la régler.");
    expect(mail.text).toContain("Pour joindre Nature Isle Rentals le jour venu :");
    expect(mail.text).toContain(`Plan : ${dayOf.company.mapUrl}`);
    expect(mail.html).toContain('<html lang="fr">');
  });

  it("gives the receipt the places, times and the price's lines", () => {
    const mail = requestReceiptMail(dayOf, statusUrl, expiresAt);
    expect(mail.text).toContain("Pick-up: Douglas-Charles Airport, December 10, 2026 at 14:30");
    expect(mail.text).toContain("- 8 days at the daily rate: US$340.00\nTotal: US$340.00");
    const french = requestReceiptMail({ ...dayOf, language: "fr", currency: "XCD" }, statusUrl, expiresAt, null, fr);
    expect(french.text).toContain("Prise en charge : Aéroport Douglas-Charles, le 10 décembre 2026 à 14:30");
    expect(french.text).toMatch(/- 8 jours au tarif journalier : EC\$918,00 \(US\$340,00\)/);
  });

  it("names the renter, vehicle, places and times to the company, and links its inbox, never the status page", () => {
    const inbox = `https://rentals.dm${paths.companyRequest("DR-7K3P9")}`;
    const mail = companyRequestMail(dayOf, "new", inbox);
    expect(mail.text).toContain("Ann Lee asks for the Toyota RAV4 (2021) from December 10, 2026 to December 17, 2026.");
    expect(mail.text).toContain("Renter: Ann Lee");
    expect(mail.text).toContain("Pick-up: Douglas-Charles Airport, December 10, 2026 at 14:30");
    expect(mail.text).toContain("Return: Roseau, December 17, 2026 at 21:30");
    expect(mail.text).toContain(`Approve or decline it in your bookings: ${inbox}`);
    expect(mail.html).toContain(`<a href="${inbox.replaceAll("&", "&amp;")}"`);
    expect(mail.text + mail.html).not.toContain("/requests/");
  });

  it("renders the HTML part from the same lines: escaped, links as anchors, lists, quotes, no images", () => {
    const mail = requestDecisionMail(
      { ...dayOf, vehicle: { make: "Toyota", model: "<RAV4>", year: 2021 } },
      "rejected",
      null,
      "Sorry & <b>see</b> you",
      [
        {
          vehicle: { id: 31, make: "Suzuki", model: "Jimny", year: 2020 },
          totalPrice: 280,
          priceLines: [],
          priceCurrency: "USD",
          url: "https://rentals.dm/v/7",
        },
      ],
    );
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mail.html).toContain("<title>Request DR-7K3P9 declined</title>");
    expect(mail.html).toContain("Toyota &lt;RAV4&gt;");
    expect(mail.html).not.toContain("<RAV4>");
    expect(mail.html).toContain("<blockquote");
    expect(mail.html).toContain("Sorry &amp; &lt;b&gt;see&lt;/b&gt; you");
    expect(mail.html).toContain(
      '<li><a href="https://rentals.dm/v/7" style="color:#0b5cad;text-decoration:underline">Suzuki Jimny (2020), US$280.00 for these dates</a></li>',
    );
    expect(mail.html).not.toMatch(/<img|<script/);
    // Every line of the text part is in the HTML part, as words (tags and escapes aside).
    const htmlWords = mail.html
      .replace(/<[^>]+>/g, " ")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&")
      .replaceAll("&quot;", '"')
      .replaceAll("&#39;", "'");
    for (const line of mail.text.split("\n")) {
      const words = line
        .replace(/^[->] /, "")
        .replace(/:? https:\/\/\S+$/, "")
        .trim();
      if (words) expect(htmlWords).toContain(words);
    }
  });
});

describe("the rental agreement", () => {
  const driver = {
    fullName: "Ana Martin",
    license: null,
    terms: { minimumDriverAge: 21, minimumLicenseYears: 2, youngDriverFee: 15, youngDriverUnderAge: 25 },
  };
  it("states the company's driver rules, its young-driver fee in the renter's currency", () => {
    const { text } = rentalAgreement(request, driver);
    expect(text).toContain("Driver: at least 21 years old, a driving license held for at least 2 years.");
    expect(text).toContain("A driver under 25 pays US$15.00 a day.");
    const french = rentalAgreement({ ...request, language: "fr", currency: "XCD" }, driver).text;
    expect(french).toContain("Conducteur : 21 ans au moins, permis obtenu depuis 2 ans au moins.");
    expect(french).toMatch(/Un conducteur de moins de 25 ans paie EC\$40,50 \(US\$15,00\) par jour\./);
  });
  it("leaves out what the company does not ask: no years held, no young-driver fee", () => {
    const { text } = rentalAgreement(request, {
      ...driver,
      terms: { minimumDriverAge: 18, minimumLicenseYears: 0, youngDriverFee: null, youngDriverUnderAge: null },
    });
    expect(text).toContain("Driver: at least 18 years old.");
    expect(text).not.toContain("A driver under");
  });
});
