import { describe, expect, it } from "vitest";
import { english, translator } from "../../src/domain/i18n/translate";
import { en } from "../../src/domain/i18n/translations/en";
import { fr as french } from "../../src/domain/i18n/translations/fr";
import { reviewHiddenMail, reviewInvitationMail } from "../../src/domain/reviews/review-mails";
import {
  firstNameOf,
  isPublicationDue,
  isReviewWindowOpen,
  ratingLabel,
  reviewerLabel,
  reviewWindowEnd,
} from "../../src/domain/reviews/review-rules";

const invitedAt = new Date("2026-11-01T12:00:00Z");
const windowEnd = reviewWindowEnd(invitedAt);
const englishT = translator("en", en);
const frenchT = translator("fr", french);

describe("the review window", () => {
  it("is 14 days from the invitation, open until its last millisecond", () => {
    expect(windowEnd.toISOString()).toBe("2026-11-15T12:00:00.000Z");
    expect(isReviewWindowOpen(windowEnd, new Date(windowEnd.getTime() - 1))).toBe(true);
    expect(isReviewWindowOpen(windowEnd, windowEnd)).toBe(false);
  });

  it.each([
    ["not written", null, null, new Date("2026-11-20T00:00:00Z"), false],
    ["written, window open, no note", new Date("2026-11-02T00:00:00Z"), null, new Date("2026-11-03T00:00:00Z"), false],
    [
      "written, company noted",
      new Date("2026-11-02T00:00:00Z"),
      new Date("2026-11-02T01:00:00Z"),
      new Date("2026-11-03T00:00:00Z"),
      true,
    ],
    ["written, window closed", new Date("2026-11-02T00:00:00Z"), null, windowEnd, true],
  ])("publication is due when %s: %s", (_, submittedAt, notedAt, now, due) => {
    expect(isPublicationDue({ submittedAt, windowEndsAt: windowEnd }, notedAt, now)).toBe(due);
  });
});

describe("the shown rating", () => {
  it.each([
    [{ rating: null, reviewCount: 0 }, "en", "New"],
    [{ rating: null, reviewCount: 0 }, "fr", "Nouvelle"],
    [{ rating: 4.7, reviewCount: 23 }, "en", "4.7 (23 reviews)"],
    [{ rating: 5, reviewCount: 1 }, "en", "5.0 (1 review)"],
    [{ rating: 4.7, reviewCount: 23 }, "fr", "4,7 (23 avis)"],
  ] as const)("%j in %s reads %s", (company, language, label) => {
    expect(ratingLabel(company, language === "fr" ? frenchT : englishT, language)).toBe(label);
  });
});

describe("the reviewer", () => {
  it.each([
    ["Marie Dupont", "Marie"],
    ["  Jean-Luc   Picard ", "Jean-Luc"],
    ["   ", null],
  ])("%j shows as %j", (fullName, first) => {
    expect(firstNameOf(fullName)).toBe(first);
  });

  it("is the first name and country, or A visitor once erased", () => {
    expect(reviewerLabel({ renterName: "Marie", renterCountry: "France" }, english)).toBe("Marie, France");
    expect(reviewerLabel({ renterName: null, renterCountry: null }, english)).toBe("A visitor");
    expect(reviewerLabel({ renterName: null, renterCountry: null }, frenchT)).toBe("Un visiteur");
  });
});

describe("review mails", () => {
  const rental = {
    companyName: "Nature Isle Rentals",
    vehicle: { make: "Toyota", model: "RAV4", year: 2021 },
    startDate: "2026-11-01",
    endDate: "2026-11-05",
  };
  const url = "https://rentals.dm/reviews/abc";

  it("invites in the renter's language, with the link", () => {
    const en = reviewInvitationMail(rental, "en", url);
    expect(en.subject).toBe("How was your rental with Nature Isle Rentals?");
    expect(en.text).toContain(`Write your review: ${url}`);
    expect(en.text).toContain("14 days");
    const fr = reviewInvitationMail(rental, "fr", url);
    expect(fr.subject).toBe("Votre avis sur Nature Isle Rentals");
    expect(fr.html).toContain(`href="${url}"`);
    expect(fr.html).toContain('lang="fr"');
  });

  it("tells renter and company why a review was hidden", () => {
    expect(reviewHiddenMail(rental, "abuse", "renter", "en").text).toContain("Your review");
    expect(reviewHiddenMail(rental, "unrelated", "company", "en").text).toContain("no longer counts in your rating");
    expect(reviewHiddenMail(rental, "personal_data", "company", "fr").text).toContain("données personnelles");
  });
});
