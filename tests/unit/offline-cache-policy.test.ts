import { describe, expect, it } from "vitest";
import { ROUTES } from "../../src/client/route-table";
import { allEndpoints } from "../../src/domain/contracts";
import { mayKeepAnswer, offlineKindOf } from "../../src/domain/offline/cache-policy";
import { offlineNoticeHtml, offlineNoticeText } from "../../src/domain/offline/offline-notice";

const ORIGIN = "http://127.0.0.1:3000";
const kindOf = (address: string, method = "GET") => offlineKindOf(new URL(address, ORIGIN), ORIGIN, method);
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde"; // 43 characters, as newSecretToken's

/** A route's or an endpoint's pattern with a sample id in each parameter. */
const sample = (path: string) => path.replace(/:\w+/g, "7");

describe("what the service worker may keep for offline reading", () => {
  it.each([
    ["/", "page"],
    ["/vehicles?type=suv&start=2027-01-10&end=2027-01-12&view=list", "page"],
    ["/vehicles/12", "page"],
    ["/companies", "page"],
    ["/companies/3?lang=fr", "page"],
    ["/api/vehicles?type=suv", "api"],
    ["/api/vehicles/facets", "api"],
    ["/api/vehicles/12", "api"],
    ["/api/vehicles/12/availability", "api"],
    ["/api/vehicles/12/quote?startDate=2027-01-10&endDate=2027-01-12", "api"],
    ["/api/companies/3/vehicles", "api"],
    ["/api/companies/3/rental-terms", "api"],
    ["/api/images/44", "image"],
    ["/api/images/44?variant=mini", "image"],
  ])("keeps %s as a %s", (address, kind) => {
    expect(kindOf(address)).toBe(kind);
  });

  it.each([
    // Secret links: a request's status page and its API, a calendar feed, a verification link.
    [`/requests/${TOKEN}`],
    [`/api/booking-requests/${TOKEN}`],
    [`/api/calendar-feeds/${TOKEN}.ics`],
    [`/verify-email?token=abc`],
    [`/sign-up?request=${TOKEN}`],
    [`/vehicles?q=${TOKEN}`],
    // Accounts, companies, admins.
    ["/api/user"],
    ["/bookings"],
    ["/api/bookings"],
    ["/company/dashboard"],
    ["/api/company/vehicles"],
    ["/api/companies/all"],
    ["/api/companies/3/seasons"],
    ["/admin/dashboard"],
    ["/api/admin/users"],
    ["/auth"],
    ["/api/vehicles/12/unavailability"],
    // Not pages: the address of another site, or a path no page has.
    ["https://example.com/vehicles"],
    ["/vehicles/12/edit"],
    ["/healthz"],
  ])("never keeps %s", (address) => {
    expect(kindOf(address)).toBeNull();
  });

  it("keeps no write, whatever its address", () => {
    expect(kindOf("/api/vehicles", "POST")).toBeNull();
    expect(kindOf("/vehicles/12", "DELETE")).toBeNull();
  });

  it("keeps every public page of the route table and no other", () => {
    for (const route of ROUTES) {
      const isPublicPage = route.access === "public" && !route.isPrivate && route.serverRender !== undefined;
      expect([route.path, kindOf(sample(route.path))]).toEqual([route.path, isPublicPage ? "page" : null]);
    }
  });

  it("keeps only public reads of the API", () => {
    for (const endpoint of allEndpoints) {
      const kind = kindOf(sample(endpoint.path), endpoint.method);
      if (kind !== null)
        expect([endpoint.path, endpoint.access, endpoint.method]).toEqual([endpoint.path, "public", "GET"]);
    }
  });

  it.each([
    [200, {}, true],
    [200, { "cache-control": "no-cache" }, true],
    [200, { "cache-control": "no-store" }, false],
    [200, { "cache-control": "private, max-age=60" }, false],
    [200, { "set-cookie": "session=x" }, false],
    [404, {}, false],
    [500, {}, false],
    [206, {}, false],
  ])("an answer %i with %o may be kept: %s", (status, headers, expected) => {
    expect(mayKeepAnswer(status, new Headers(headers))).toBe(expected);
  });
});

describe("the offline notice", () => {
  const savedAt = new Date("2026-11-28T19:20:00Z");
  it("says when the page was kept, in the page's language and the visitor's locale", () => {
    expect(offlineNoticeText("en", savedAt, "en-GB")).toMatch(/^Offline — shown as of 28 Nov 2026, \d\d:20$/);
    expect(offlineNoticeText("fr", savedAt, "fr-FR")).toMatch(
      /^Hors ligne — affiché tel qu'au 28 nov\. 2026,? \d\d:20$/,
    );
  });

  it("falls back to the page's language for a locale the runtime refuses", () => {
    expect(offlineNoticeText("fr", savedAt, "not a locale!")).toContain("2026");
  });

  it("is a status for screen readers", () => {
    expect(offlineNoticeHtml("en", savedAt, "en-US")).toMatch(
      /^<p id="offline-notice" role="status" class="offline-notice">Offline/,
    );
  });
});
