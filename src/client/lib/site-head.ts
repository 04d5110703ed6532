import type { VehicleFacets } from "../../domain/contracts/vehicles";
import { sharePicture } from "../../domain/images";
import type { PageHead } from "../../domain/page-head";

/** The site's name, after each page's own title: what a shared link and a search result show. */
export const SITE_NAME = "Dominica Car Rental";

/**
 * A vehicle picture as a page's picture for a shared link: its 1200×630 crop (`sharePicture`) at an
 * absolute address, since WhatsApp and Facebook fetch it from elsewhere; none without a picture.
 */
export function pagePicture(picture: string | null | undefined, origin: string): PageHead["image"] {
  if (!picture) return undefined;
  const share = sharePicture(picture);
  return { ...share, url: new URL(share.url, origin).toString() };
}

/** A catalogue page's picture for a shared link: the first type's vehicle picture. */
export const catalogueImage = (facets: VehicleFacets, origin: string) =>
  pagePicture(facets.types.find((type) => type.image)?.image, origin);

/**
 * The head of a page that is one person's screen (signing in, an account, the admin and company
 * screens): its title in the visitor's language, and no place in search results.
 */
export const screenHead = (title: string, options: { noindex?: boolean } = {}): PageHead => ({
  title: `${title} | ${SITE_NAME}`,
  noindex: options.noindex ?? true,
});
