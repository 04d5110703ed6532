import { describe, expect, it } from "vitest";
import type { RequestSummary } from "../../src/domain/requests/mails";
import {
  companyDayPlanMail,
  companyNudgeMail,
  nudgeBounds,
  pickupReminderMail,
  REMINDERS,
  reminderDays,
  returnReminderMail,
} from "../../src/domain/requests/reminders";

const r: RequestSummary = {
  reference: "DR-7K3P9",
  vehicle: { make: "Toyota", model: "RAV4", year: 2021 },
  company: { name: "Nature Isle Rentals", phone: "+17672251234", address: ["12 Bath Road", "Roseau"] },
  startDate: "2026-12-10",
  endDate: "2026-12-17",
  totalPrice: 340,
  deposit: 500,
  priceCurrency: "USD",
  language: "en",
  currency: "USD",
  priceLines: null,
  renter: {
    fullName: "Ann Lee",
    pickupLocation: "douglas_charles_airport",
    pickupTime: "14:30",
    dropoffLocation: "roseau",
    dropoffTime: "10:00",
  } as RequestSummary["renter"],
};

describe("when the reminders go", () => {
  it("plans the company's day from 06:00 Dominica time (10:00 UTC)", () => {
    expect(reminderDays(new Date("2026-12-10T09:59:00Z"))).toEqual({
      today: "2026-12-10",
      tomorrow: "2026-12-11",
      dayPlanDue: false,
    });
    expect(reminderDays(new Date("2026-12-10T10:00:00Z")).dayPlanDue).toBe(true);
    // 23:30 in Dominica is already the next day in UTC.
    expect(reminderDays(new Date("2026-12-11T03:30:00Z"))).toMatchObject({ today: "2026-12-10", dayPlanDue: true });
  });

  it("nudges after 12 hours of waiting and 6 hours before the expiry", () => {
    const now = new Date("2026-12-10T12:00:00Z");
    expect(REMINDERS).toMatchObject({ nudgeAfterHours: 12, nudgeBeforeExpiryHours: 6 });
    expect(nudgeBounds(now)).toEqual({
      waitedSince: new Date("2026-12-10T00:00:00Z"),
      expiringBefore: new Date("2026-12-10T18:00:00Z"),
    });
  });
});

describe("the reminders' words", () => {
  it("tells the renter where, when, whom to call and what to bring the day before pick-up", () => {
    const mail = pickupReminderMail(r, "https://rent.dm/requests/abc");
    expect(mail.subject).toBe("Tomorrow: your Toyota RAV4 with Nature Isle Rentals (DR-7K3P9)");
    expect(mail.text).toContain("Pick-up: Douglas-Charles Airport, December 10, 2026 at 14:30");
    expect(mail.text).toContain("Return: Roseau, December 17, 2026 at 10:00");
    expect(mail.text).toContain("Phone: ");
    expect(mail.text).toContain("WhatsApp: https://wa.me/17672251234");
    expect(mail.text).toContain("- Your driving licence, and a passport or other photo ID");
    expect(mail.text).toContain("- The deposit: US$500.00");
    expect(mail.text).toContain("- Dominica's temporary driving permit");
    expect(mail.text).toContain("Your booking: https://rent.dm/requests/abc");
    expect(mail.html).toContain('<a href="https://rent.dm/requests/abc"');
  });

  it("says the return the day before it, in French for a French renter", () => {
    const mail = returnReminderMail({ ...r, language: "fr", currency: "XCD" }, "https://rent.dm/bookings");
    expect(mail.subject).toBe("Demain : restitution du Toyota RAV4 (DR-7K3P9)");
    expect(mail.text).toContain("se termine demain, le 17 décembre 2026");
    expect(mail.text).toContain("Restitution : Roseau, le 17 décembre 2026 à 10:00");
  });

  it("asks a booking without places to ask the company", () => {
    expect(pickupReminderMail({ ...r, renter: null }, "https://rent.dm/bookings").text).toContain(
      "Date: December 10, 2026; ask the company where and when",
    );
  });

  it("lists the company's day by time, and says none where there is none", () => {
    const moment = (reference: string, time: string | null) => ({
      reference,
      vehicle: r.vehicle,
      renterName: "Ann Lee",
      time,
      place: "Roseau",
    });
    const mail = companyDayPlanMail(
      { name: "Nature Isle Rentals", language: "en" },
      "2026-12-10",
      { pickups: [moment("DR-B", null), moment("DR-A", "14:30"), moment("DR-C", "08:00")], returns: [] },
      "https://rent.dm/company/dashboard",
    );
    expect(mail.subject).toBe("Today's pick-ups and returns: December 10, 2026");
    expect(mail.text).toContain(
      [
        "Pick-ups:",
        "- 08:00 Toyota RAV4 (2021), Ann Lee, DR-C, at Roseau",
        "- 14:30 Toyota RAV4 (2021), Ann Lee, DR-A, at Roseau",
        "- Toyota RAV4 (2021), Ann Lee, DR-B, at Roseau",
        "",
        "Returns:",
        "- None",
      ].join("\n"),
    );
  });

  it("nudges the company with the expiry in Dominica time and its inbox, in its language", () => {
    const expiresAt = new Date("2026-11-27T14:00:00Z");
    const inbox = "https://rent.dm/company/dashboard?request=DR-7K3P9";
    const english = companyNudgeMail(r, "waited", expiresAt, "en", inbox);
    expect(english.subject).toBe("Request DR-7K3P9 has waited 12 hours for your answer");
    expect(english.text).toContain("Ann Lee asks for the Toyota RAV4 (2021)");
    expect(english.text).toContain("November 27, 2026 at 10:00 AM (Dominica time)");
    expect(english.text).toContain(`Approve or decline it in your bookings: ${inbox}`);
    expect(companyNudgeMail(r, "expiring", expiresAt, "fr", inbox).subject).toBe(
      "La demande DR-7K3P9 expire dans 6 heures",
    );
  });
});
