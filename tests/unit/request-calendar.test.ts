import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { RequestSummary } from "../../src/domain/requests/mails";
import { requestCalendar, requestCalendarAttachment } from "../../src/server/requests/request-calendar";

const request: RequestSummary = {
  reference: "DR-7K3P9",
  vehicle: { make: "Toyota", model: "RAV4", year: 2021 },
  company: { name: "Nature Isle Rentals, Ltd; Roseau", phone: "+17674482211" },
  startDate: "2026-12-10",
  endDate: "2026-12-17",
  totalPrice: 340,
  deposit: 500,
  priceCurrency: "USD",
  language: "en",
  currency: "USD",
  priceLines: null,
  renter: {
    pickupLocation: "airport",
    pickupPlace: "Douglas-Charles Airport",
    dropoffLocation: "roseau",
    pickupTime: "14:30",
    dropoffTime: "21:30",
  },
};

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

describe("a confirmed rental's calendar file", () => {
  it("holds the pick-up and the return at their places and times in Dominica's zone", () => {
    const text = requestCalendar(request, "rentals.dm", undefined, new Date("2026-11-28T12:00:00Z"));
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const [pickup, dropoff, ...rest] = events(text);
    expect(rest).toEqual([]);
    expect(pickup?.uid).toBe("DR-7K3P9-pickup@rentals.dm");
    expect(pickup?.summary).toBe("Pick-up: Toyota RAV4 (Nature Isle Rentals, Ltd; Roseau)");
    expect(pickup?.location).toBe("Douglas-Charles Airport");
    expect(pickup?.description).toBe("Reference: DR-7K3P9\nCompany phone: +1 767-448-2211");
    expect(pickup?.startDate.zone?.tzid).toBe("America/Dominica");
    // 14:30 in Dominica is 18:30 UTC (Atlantic Standard Time all year).
    expect(pickup?.startDate.toJSDate().toISOString()).toBe("2026-12-10T18:30:00.000Z");
    expect(dropoff?.uid).toBe("DR-7K3P9-return@rentals.dm");
    expect(dropoff?.location).toBe("Roseau");
    expect(dropoff?.startDate.toJSDate().toISOString()).toBe("2026-12-18T01:30:00.000Z");
  });

  it("keeps each event's UID from one sending to the next, so a calendar updates rather than doubles", () => {
    const uids = (at: string) =>
      events(requestCalendar(request, "rentals.dm", undefined, new Date(at))).map((e) => e.uid);
    expect(uids("2026-11-28T12:00:00Z")).toEqual(uids("2026-11-29T08:00:00Z"));
  });

  it("makes a whole-day event of a moment without a time, and speaks the renter's language", () => {
    const french = { ...request, language: "fr" as const, renter: { ...request.renter, dropoffTime: undefined } };
    const [pickup, dropoff] = events(requestCalendar(french, "rentals.dm"));
    expect(pickup?.summary).toBe("Prise en charge : Toyota RAV4 (Nature Isle Rentals, Ltd; Roseau)");
    expect(dropoff?.summary).toBe("Restitution : Toyota RAV4 (Nature Isle Rentals, Ltd; Roseau)");
    expect(dropoff?.startDate.isDate).toBe(true);
    expect(dropoff?.startDate.toString()).toBe("2026-12-17");
    expect(dropoff?.endDate.toString()).toBe("2026-12-18");
  });

  it("is attached as text/calendar named by the reference, and not at all without places", () => {
    expect(requestCalendarAttachment(request, "rentals.dm")).toMatchObject([
      { filename: "DR-7K3P9.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
    ]);
    expect(requestCalendarAttachment({ ...request, renter: null }, "rentals.dm")).toEqual([]);
  });
});
