import { LANGUAGES, type Language, OPEN_GRAPH_LOCALES } from "../../domain/i18n/languages";
import type { SharePicture } from "../../domain/images";
import type { PageHead } from "../../domain/page-head";
import { escapeHtml, jsonForScript } from "./html";

const SITE_NAME = "Dominica Car Rental";

/** The page in each language (`?lang=`), and the address without it for everyone else. */
const alternates = (url: string) => [
  ...LANGUAGES.map(
    (language) => `<link rel="alternate" hreflang="${language}" href="${escapeHtml(`${url}?lang=${language}`)}" />`,
  ),
  `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url)}" />`,
];

/** `og:image` and, when known, its type and size: a preview can then lay out the picture before fetching it. */
function openGraphImage(image: SharePicture, meta: (attribute: "property", key: string, content: string) => string) {
  return [
    meta("property", "og:image", image.url),
    ...(image.type ? [meta("property", "og:image:type", image.type)] : []),
    ...(image.width && image.height
      ? [
          meta("property", "og:image:width", String(image.width)),
          meta("property", "og:image:height", String(image.height)),
        ]
      : []),
  ];
}

/**
 * A page's head as tags: title and description, and for a page with an address its canonical URL,
 * language alternates, Open Graph and Twitter card (a link shared on WhatsApp or Facebook previews
 * it without our JavaScript) and its JSON-LD. The canonical URL keeps `?lang=` when the address named it.
 */
export function headHtml(
  head: PageHead,
  { language, languageInAddress }: { language: Language; languageInAddress: boolean },
) {
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(meta("name", "description", head.description));
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.url) {
    const canonical = languageInAddress ? `${head.url}?lang=${language}` : head.url;
    const description = head.description ?? "";
    tags.push(
      `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
      ...alternates(head.url),
      meta("property", "og:type", "website"),
      meta("property", "og:locale", OPEN_GRAPH_LOCALES[language]),
      ...LANGUAGES.filter((other) => other !== language).map((other) =>
        meta("property", "og:locale:alternate", OPEN_GRAPH_LOCALES[other]),
      ),
      meta("property", "og:site_name", SITE_NAME),
      meta("property", "og:title", head.title),
      meta("property", "og:description", description),
      meta("property", "og:url", canonical),
      ...(head.image ? openGraphImage(head.image, meta) : []),
      meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
      meta("name", "twitter:title", head.title),
      meta("name", "twitter:description", description),
      ...(head.image ? [meta("name", "twitter:image", head.image.url)] : []),
    );
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join("\n    ");
}
