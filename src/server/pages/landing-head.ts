import type { FastifyInstance } from "fastify";
import { LANDING_COORDINATES, landingPageTitle, OPENING_HOURS } from "../../domain/company-landing";
import { LANGUAGES, type Language, OPEN_GRAPH_LOCALES } from "../../domain/i18n/languages";
import type { Translate } from "../../domain/i18n/translate";
import { formatMoney } from "../../domain/money";
import { findPublicCompany } from "../companies/queries";
import { listCompanyListedVehicles } from "../vehicles/listing-queries";
import { escapeHtml, jsonForScript } from "./html";
import { fetchPreload, ROUTE_MODULES } from "./preloads";
import { pageLanguage, translatorFor } from "./translator";

const SITE_NAME = "Dominica Car Rental";

type Company = NonNullable<Awaited<ReturnType<typeof findPublicCompany>>>;
type Fleet = Awaited<ReturnType<typeof listCompanyListedVehicles>>;

function describeCompany(company: Company, fleet: Fleet, language: Language, t: Translate): string {
  const place = [company.cityVillage, company.parish].filter(Boolean).join(", ");
  const cheapest = fleet.length ? Math.min(...fleet.map((v) => v.dailyPrice)) : null;
  return [
    t("Rent a car from {{name}} in {{place}}, Dominica.", { name: company.name, place }),
    ...(cheapest === null
      ? []
      : [
          t("{{number}} vehicles from {{price}}/day.", {
            number: fleet.length,
            price: formatMoney(cheapest, { language }),
          }),
        ]),
    t("Book by WhatsApp at {{phone}}.", { phone: company.phone }),
  ].join(" ");
}

/** The landing page in each language (`?lang=`), and the address without it for everyone else. */
function alternates(url: string) {
  return [
    ...LANGUAGES.map(
      (language) => `<link rel="alternate" hreflang="${language}" href="${escapeHtml(`${url}?lang=${language}`)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url)}" />`,
  ];
}

/**
 * Title, description, Open Graph, Twitter card, language alternates and schema.org AutoRental for
 * a company's landing page, in `language`, linking to the configured public address `origin`.
 */
export function landingHead(
  company: Company,
  fleet: Fleet,
  { origin, language, languageInAddress }: { origin: string; language: Language; languageInAddress: boolean },
): string {
  const t = translatorFor(language);
  const url = `${origin}/companies/${company.id}`;
  const canonical = languageInAddress ? `${url}?lang=${language}` : url;
  const title =
    language === "en" ? landingPageTitle(company.name) : t("{{name}} | Car Rental in Dominica", { name: company.name });
  const description = describeCompany(company, fleet, language, t);
  const image = fleet.find((v) => v.image)?.image;
  const imageUrl = image ? new URL(image, origin).toString() : undefined;
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "AutoRental",
    "@id": url,
    name: company.name,
    url,
    description,
    telephone: company.phone,
    email: company.contactEmail,
    ...(imageUrl && { image: imageUrl }),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address,
      addressLocality: company.cityVillage,
      addressRegion: company.parish,
      addressCountry: company.country,
    },
    geo: { "@type": "GeoCoordinates", ...LANDING_COORDINATES },
    openingHours: OPENING_HOURS.schema,
  };
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternates(url),
    meta("property", "og:type", "website"),
    meta("property", "og:locale", OPEN_GRAPH_LOCALES[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      meta("property", "og:locale:alternate", OPEN_GRAPH_LOCALES[other]),
    ),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", canonical),
    ...(imageUrl ? [meta("property", "og:image", imageUrl), meta("property", "og:image:type", "image/webp")] : []),
    meta("name", "twitter:card", imageUrl ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    ...(imageUrl ? [meta("name", "twitter:image", imageUrl)] : []),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join("\n    ");
}

/**
 * The landing page HTML carries its own meta tags and JSON-LD, so a link shared on WhatsApp or
 * Facebook previews the company without running our JavaScript. Lives inside pageRoutes because
 * that plugin owns `sendShell`.
 */
export async function landingHeadRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>("/companies/:id", { schema: { hide: true } }, async (request, reply) => {
    const { language, fromAddress } = pageLanguage(request.query, request.headers["accept-language"]);
    const t = translatorFor(language);
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
    const company = id ? await findPublicCompany(app.db, id) : undefined;
    if (!company) {
      reply.code(404);
      return app.sendShell(
        reply,
        `<title>${escapeHtml(t("Car Rental Company Not Found in Dominica"))}</title>\n    <meta name="robots" content="noindex" />`,
        { language },
      );
    }
    if (!company.isLandingPageEnabled) {
      return app.sendShell(
        reply,
        `<title>${escapeHtml(t("Landing Page Temporarily Unavailable"))}</title>\n    <meta name="robots" content="noindex" />`,
        { language },
      );
    }
    const fleet = await listCompanyListedVehicles(app.db, company.id);
    const page = await app.renderPage(request, language);
    const hints = app.routeModulePreloads(ROUTE_MODULES.landing);
    // Unless rendered here, the page's first two API calls, as it makes them from the URL's id.
    if (!page) {
      hints.push(fetchPreload(`/api/companies/${request.params.id}`));
      hints.push(fetchPreload(`/api/companies/${request.params.id}/vehicles`));
    }
    return app.sendShell(
      reply,
      landingHead(company, fleet, { origin: app.publicUrl, language, languageInAddress: fromAddress }),
      { language, hints, page },
    );
  });
}
