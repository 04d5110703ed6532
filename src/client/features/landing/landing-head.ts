import { companyPlace } from "../../../domain/company-contact";
import { LANDING_COORDINATES, landingPageTitle, schemaOpeningHours } from "../../../domain/company-landing";
import type { PublicCompany } from "../../../domain/contracts/companies";
import type { ReviewPage } from "../../../domain/contracts/reviews";
import type { PublicVehicle } from "../../../domain/contracts/vehicles";
import type { Language } from "../../../domain/i18n/languages";
import type { Translate } from "../../../domain/i18n/translate";
import { formatMoney } from "../../../domain/money";
import type { PageHead } from "../../../domain/page-head";
import { displayPhone } from "../../../domain/phone-numbers";
import type { RentalPlace } from "../../../domain/rental-places";
import type { HeadContext } from "../../lib/page-route";
import { paths } from "../../lib/paths";
import { pagePicture } from "../../lib/site-head";

export interface LandingData {
  company: PublicCompany;
  fleet: PublicVehicle[];
  /** The company's own places, as it set them (none: it set none). */
  places: RentalPlace[];
  /** The first page of its shown reviews, newest first. */
  reviews: ReviewPage;
}

/**
 * schema.org's rating and reviews, only from real reviews (docs/product-rules.md, "Reviews"): a
 * company nobody reviewed states none, never a typed or invented figure.
 */
function schemaReviews({ reviews }: LandingData, t: Translate) {
  if (reviews.rating === null || reviews.reviewCount === 0) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: reviews.rating,
      reviewCount: reviews.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews.map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.renterName ?? t("A visitor") },
      datePublished: review.submittedAt.slice(0, 10),
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      ...(review.comment && { reviewBody: review.comment }),
    })),
  };
}

function describeCompany({ company, fleet }: LandingData, language: Language, t: Translate): string {
  const place = companyPlace(company);
  const cheapest = fleet.length ? Math.min(...fleet.map((v) => v.dailyPrice)) : null;
  return [
    place
      ? t("Rent a car from {{name}} in {{place}}, Dominica.", { name: company.name, place })
      : t("Rent a car from {{name}} in Dominica.", { name: company.name }),
    ...(cheapest === null
      ? []
      : [
          t("{{number}} vehicles from {{price}}/day.", {
            number: fleet.length,
            price: formatMoney(cheapest, { from: fleet[0]?.currency, language }),
          }),
        ]),
    t("Book by WhatsApp at {{phone}}.", { phone: displayPhone(company.phone) }),
  ].join(" ");
}

/** The company's own pin, else the spec's fixed coordinates. */
const mapPinOf = ({ latitude, longitude }: PublicCompany) =>
  latitude !== null && longitude !== null ? { latitude, longitude } : LANDING_COORDINATES;

/** "US$45–US$120 a day": what the listed fleet costs a day, in the company's currency. */
function dailyPriceRange(fleet: PublicVehicle[]): string {
  const prices = fleet.map((vehicle) => vehicle.dailyPrice);
  const from = fleet[0]?.currency;
  const [low, high] = [Math.min(...prices), Math.max(...prices)].map((price) => formatMoney(price, { from }));
  return `${low === high ? low : `${low}–${high}`} a day`;
}

/**
 * A landing page previews its company where the link is shared (WhatsApp, Facebook, search
 * results) without running our JavaScript: title, description, picture and a schema.org AutoRental.
 */
export function landingHead({ data, language, t, origin }: HeadContext<LandingData>): PageHead {
  const { company, fleet, places } = data;
  const openingHours = schemaOpeningHours(places);
  if (!company.isLandingPageEnabled) return { title: t("Landing Page Temporarily Unavailable"), noindex: true };
  const url = `${origin}${paths.company(company.id)}`;
  const title =
    language === "en" ? landingPageTitle(company.name) : t("{{name}} | Car Rental in Dominica", { name: company.name });
  const description = describeCompany(data, language, t);
  const image = pagePicture(fleet.find((v) => v.image)?.image, origin);
  return {
    title,
    description,
    url,
    image,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "AutoRental",
      "@id": url,
      name: company.name,
      url,
      description,
      telephone: company.phone, // E.164: dialable from abroad
      email: company.contactEmail,
      ...(image && { image: image.url }),
      // Only what the company entered: an empty field is left out rather than stated blank.
      address: {
        "@type": "PostalAddress",
        ...(company.address.trim() && { streetAddress: company.address }),
        ...(company.cityVillage.trim() && { addressLocality: company.cityVillage }),
        ...(company.parish && { addressRegion: company.parish }),
        // Every company here is in Dominica: schema.org wants its ISO 3166 code.
        addressCountry: "DM",
      },
      geo: { "@type": "GeoCoordinates", ...mapPinOf(company) },
      // Only the hours its own places state, never invented ones.
      ...(openingHours && { openingHours }),
      ...(fleet.length > 0 && { priceRange: dailyPriceRange(fleet) }),
      ...schemaReviews(data, t),
    },
  };
}

/** An address naming no public company. */
export const missingLandingHead = (t: Translate): PageHead => ({
  title: t("Car Rental Company Not Found in Dominica"),
  noindex: true,
});
