/** Prefix of the URLs of images we store and serve ourselves. */
export const OWN_IMAGE_PREFIX = "/api/images/";

export const imageUrl = (id: number) => `${OWN_IMAGE_PREFIX}${id}`;

/** The 480 px variant of one of our images, for cards and tables; external URLs stay as they are. */
export const thumbnailUrl = (url: string) => (url.startsWith(OWN_IMAGE_PREFIX) ? `${url}?variant=thumb` : url);

/** How wide a card is in the 1/2/3-column grids of /vehicles and the landing page (max-w-7xl, px-4, gap-5). */
export const CARD_GRID_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw";

/**
 * A card picture's `src` and, for our own images, the `srcset` of both WebP variants (480 px
 * thumbnail, 1600 px full). The server's preload of a page's first picture uses the same, so the
 * browser takes the preloaded file for the card instead of fetching another.
 */
export function cardImageSources(image: string): { src: string; srcSet?: string } {
  const src = thumbnailUrl(image);
  return image.startsWith(OWN_IMAGE_PREFIX) ? { src, srcSet: `${src} 480w, ${image} 1600w` } : { src };
}
