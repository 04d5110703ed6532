/** Prefix of the URLs of images we store and serve ourselves. */
export const OWN_IMAGE_PREFIX = "/api/images/";

/** The most photos a vehicle's gallery holds (docs/product-rules.md, "Vehicle photos"); the first is the cover. */
export const GALLERY_MAX_PHOTOS = 12;

/** A 13th photo's refusal, by the server and by the gallery before it uploads (written out: it is a translation key). */
export const GALLERY_FULL = "A vehicle has at most 12 photos: remove one before adding another";

/**
 * The WebP variants every stored image is kept in: widths (at most; a smaller upload is not
 * enlarged), made once at upload, and two made on their first request: the 1200×630 crop link
 * previews show (`og:image`) and a 200 px one for the gallery's thumbnails.
 */
export const IMAGE_VARIANTS = ["full", "medium", "thumb", "share", "mini"] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];
export const VARIANT_WIDTHS = { mini: 200, thumb: 480, medium: 800, full: 1600 } as const;
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The largest photo the browser uploads (the spec's recommended 1200×800): its long side at most
 * 1200 px and its short side at most 800, so a portrait photo stays upright at 800×1200.
 */
export const UPLOAD_MAX_SIZE = { long: 1200, short: 800 } as const;

/** A picture's size once fitted within `UPLOAD_MAX_SIZE`, its proportions kept; never enlarged. */
export function fittedUploadSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(
    1,
    UPLOAD_MAX_SIZE.long / Math.max(width, height),
    UPLOAD_MAX_SIZE.short / Math.min(width, height),
  );
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export const imageUrl = (id: number) => `${OWN_IMAGE_PREFIX}${id}`;

const isOwnImage = (url: string) => url.startsWith(OWN_IMAGE_PREFIX);

/** One variant of one of our images (`full` is the plain URL); external URLs stay as they are. */
export function imageVariantUrl(url: string, variant: ImageVariant): string {
  if (!isOwnImage(url)) return url;
  const plain = url.replace(/\?.*$/, "");
  return variant === "full" ? plain : `${plain}?variant=${variant}`;
}

/** The 480 px variant of one of our images, for cards and tables; external URLs stay as they are. */
export const thumbnailUrl = (url: string) => imageVariantUrl(url, "thumb");

/** The 200 px variant: a gallery's thumbnail (96 px wide at most, on a screen of density 2). */
export const miniImageUrl = (url: string) => imageVariantUrl(url, "mini");

/** The ~800 px variant: a card on a dense phone screen, a gallery on a tablet. */
export const mediumImageUrl = (url: string) => imageVariantUrl(url, "medium");

/** The 1200×630 crop for `og:image` (relative: the page's head makes it absolute). */
export const shareImageUrl = (url: string) => imageVariantUrl(url, "share");

/** A picture as a link preview shows it (`og:image`), with what is known of its type and size. */
export interface SharePicture {
  url: string;
  type?: string;
  width?: number;
  height?: number;
}

/**
 * The link-preview form of a picture: for one of ours the 1200×630 WebP crop, the shape WhatsApp and
 * Facebook show large; an external picture as it is, its type and size unknown.
 */
export function sharePicture(url: string): SharePicture {
  return isOwnImage(url) ? { url: shareImageUrl(url), type: "image/webp", ...SHARE_IMAGE_SIZE } : { url };
}

/**
 * `srcset` of one of our images' three widths (480, 800, 1600 w); undefined for an external URL,
 * which has only itself.
 */
export function imageSrcSet(url: string): string | undefined {
  if (!isOwnImage(url)) return undefined;
  return (["thumb", "medium", "full"] as const)
    .map((variant) => `${imageVariantUrl(url, variant)} ${VARIANT_WIDTHS[variant]}w`)
    .join(", ");
}

/** How wide a card is in the 1/2/3-column grids of /vehicles and the landing page (max-w-7xl, px-4, gap-5). */
export const CARD_GRID_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw";

/**
 * A card picture's `src` and, for our own images, the `srcset` of its three WebP widths (480, 800,
 * 1600 px): a phone at a device pixel ratio near 2 takes the 800 px one rather than the 1600. The
 * server's preload of a page's first picture uses the same, so the browser takes the preloaded file
 * for the card instead of fetching another.
 */
export function cardImageSources(image: string): { src: string; srcSet?: string } {
  const src = thumbnailUrl(image);
  const srcSet = imageSrcSet(image);
  return srcSet ? { src, srcSet } : { src };
}
