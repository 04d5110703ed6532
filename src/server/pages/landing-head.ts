import type { FastifyInstance, FastifyRequest } from "fastify";
import { LANDING_COORDINATES, landingPageTitle, OPENING_HOURS } from "../../domain/company-landing";
import { formatMoney } from "../../domain/pricing";
import { findPublicCompany } from "../companies/queries";
import { listCompanyListedVehicles } from "../vehicles/listing-queries";
import { escapeHtml } from "./html";
import { fetchPreload, ROUTE_MODULES } from "./preloads";

const SITE_NAME = "Dominica Car Rental";

/** JSON inside <script>: no character may close the element or start a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

type Company = NonNullable<Awaited<ReturnType<typeof findPublicCompany>>>;
type Fleet = Awaited<ReturnType<typeof listCompanyListedVehicles>>;

function describeCompany(company: Company, fleet: Fleet): string {
  const place = [company.cityVillage, company.parish].filter(Boolean).join(", ");
  const cheapest = fleet.length ? Math.min(...fleet.map((v) => v.dailyPrice)) : null;
  const fleetText = cheapest === null ? "" : ` ${fleet.length} vehicles from ${formatMoney(cheapest)}/day.`;
  return `Rent a car from ${company.name} in ${place}, Dominica.${fleetText} Book by WhatsApp at ${company.phone}.`;
}

/** Title, description, Open Graph, Twitter card and schema.org AutoRental for a company's landing page. */
export function landingHead(company: Company, fleet: Fleet, origin: string): string {
  const url = `${origin}/companies/${company.id}`;
  const title = landingPageTitle(company.name);
  const description = describeCompany(company, fleet);
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
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", url),
    ...(imageUrl ? [meta("property", "og:image", imageUrl), meta("property", "og:image:type", "image/webp")] : []),
    meta("name", "twitter:card", imageUrl ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    ...(imageUrl ? [meta("name", "twitter:image", imageUrl)] : []),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
  ].join("\n    ");
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The landing page HTML carries its own meta tags and JSON-LD, so a link shared on WhatsApp or
 * Facebook previews the company without running our JavaScript. Lives inside pageRoutes because
 * that plugin owns `sendShell`.
 */
export async function landingHeadRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>("/companies/:id", { schema: { hide: true } }, async (request, reply) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
    const company = id ? await findPublicCompany(app.db, id) : undefined;
    if (!company) {
      reply.code(404);
      return app.sendShell(
        reply,
        `<title>Car Rental Company Not Found in Dominica</title>\n    <meta name="robots" content="noindex" />`,
      );
    }
    if (!company.isLandingPageEnabled) {
      return app.sendShell(
        reply,
        `<title>Landing Page Temporarily Unavailable</title>\n    <meta name="robots" content="noindex" />`,
      );
    }
    const fleet = await listCompanyListedVehicles(app.db, company.id);
    // The page's first two API calls, as it makes them from the URL's id.
    const hints = app.routeModulePreloads(ROUTE_MODULES.landing);
    hints.push(fetchPreload(`/api/companies/${request.params.id}`));
    hints.push(fetchPreload(`/api/companies/${request.params.id}/vehicles`));
    return app.sendShell(reply, landingHead(company, fleet, originOf(request)), hints);
  });
}
