import type { VehicleFacets } from "../../domain/contracts/vehicles";
import type { PageHead } from "../../domain/page-head";

/** The site's name, after each page's own title: what a shared link and a search result show. */
export const SITE_NAME = "Dominica Car Rental";

/**
 * A catalogue page's picture for a shared link: the first type's vehicle picture, as an absolute
 * address (WhatsApp and Facebook fetch it from elsewhere); none while no vehicle has one.
 */
export function catalogueImage(facets: VehicleFacets, origin: string): PageHead["image"] {
  const picture = facets.types.find((type) => type.image)?.image;
  return picture ? { url: new URL(picture, origin).toString(), type: "image/webp" } : undefined;
}

/**
 * The head of a page that is one person's screen (signing in, an account, the admin and company
 * screens): its title in the visitor's language, and no place in search results.
 */
export const screenHead = (title: string, options: { noindex?: boolean } = {}): PageHead => ({
  title: `${title} | ${SITE_NAME}`,
  noindex: options.noindex ?? true,
});
