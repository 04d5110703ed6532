import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import { LIMITS } from "../../domain/constants";
import { SHARE_IMAGE_SIZE, VARIANT_WIDTHS } from "../../domain/images";
import { createLimiter } from "../concurrency";
import { invalid, tooLarge } from "../errors";

/** What `images` stores of an upload: its WebP variants, its size and its dominant colour. */
export interface ProcessedImage {
  full: Uint8Array;
  medium: Uint8Array;
  thumb: Uint8Array;
  share: Uint8Array;
  width: number;
  height: number;
  color: string;
  etag: string;
}

/** The variants made from an image already re-encoded (all but `full`), for rows stored before them. */
export type ImageVariants = Pick<ProcessedImage, "medium" | "thumb" | "share" | "color">;

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
/** libvips reports AVIF as HEIF compressed with AV1; other HEIF (HEVC, from phones) is refused. */
const isAccepted = (header: Metadata) =>
  ACCEPTED_FORMATS.has(header.format) || (header.format === "heif" && header.compression === "av1");
/** 25 megapixels: a 6000×4000 camera photo passes, a decompression bomb does not. */
const MAX_PIXELS = 25_000_000;
const NOT_AN_IMAGE = "The file is not a valid image";
const TOO_MANY_PIXELS = "Image must be at most 25 megapixels";

// Decoding is the most expensive thing a caller can ask of us; one or two at a time on two cores.
const imageSlot = createLimiter(2);

/** Bytes of a `data:image/...;base64,...` URL. */
export function decodeDataUrl(dataUrl: string): Buffer {
  const match = /^data:([\w/+.-]*);base64,(.*)$/s.exec(dataUrl);
  if (!match) throw invalid("image", "The image must be a base64 data URL");
  return Buffer.from(match[2] ?? "", "base64");
}

/**
 * Checks the bytes really are a JPEG, PNG, WebP or AVIF of at most 5 MB and 25 MP, and re-encodes
 * them to WebP: 1600, 800 and 480 px wide (never enlarged) and the 1200×630 crop link previews show,
 * with the dominant colour as a placeholder. The header is read first, so a bomb is refused before
 * any pixel is decoded; the image is then decoded once, and the smaller variants are made from the
 * 1600 px pixels. Re-encoding also drops metadata (GPS).
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > LIMITS.imageMaxBytes) {
    throw tooLarge("image", "Image must be at most 5MB");
  }
  const header = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!header || !isAccepted(header)) throw invalid("image", NOT_AN_IMAGE);
  if ((header.width ?? 0) * (header.height ?? 0) * (header.pages ?? 1) > MAX_PIXELS) {
    throw invalid("image", TOO_MANY_PIXELS);
  }
  return imageSlot(async () => {
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width: VARIANT_WIDTHS.full, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
      const full = await sharp(data, pixels).webp({ quality: 80 }).toBuffer();
      return {
        full,
        ...(await makeVariants(sharp(data, pixels))),
        width: info.width,
        height: info.height,
        etag: `"${createHash("sha1").update(full).digest("base64url")}"`,
      };
    } catch {
      throw invalid("image", NOT_AN_IMAGE);
    }
  });
}

/** The smaller variants and the colour, from decoded pixels (an upload) or a stored full WebP. */
async function makeVariants(source: Sharp): Promise<ImageVariants> {
  const [medium, thumb, share, stats] = await Promise.all([
    source.clone().resize({ width: VARIANT_WIDTHS.medium, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
    source.clone().resize({ width: VARIANT_WIDTHS.thumb, withoutEnlargement: true }).webp({ quality: 70 }).toBuffer(),
    // A link preview is always 1200×630: a smaller upload is enlarged rather than letterboxed.
    source
      .clone()
      .resize({ ...SHARE_IMAGE_SIZE, fit: "cover", position: "centre" })
      .webp({ quality: 75 })
      .toBuffer(),
    source.clone().stats(),
  ]);
  return { medium, thumb, share, color: hexColor(stats.dominant) };
}

const hexColor = ({ r, g, b }: { r: number; g: number; b: number }) =>
  `#${[r, g, b].map((n) => Math.round(n).toString(16).padStart(2, "0")).join("")}`;

/** The variants of an image stored before they existed, made from its full WebP. */
export async function variantsOfStored(full: Uint8Array): Promise<ImageVariants> {
  return imageSlot(() => makeVariants(sharp(full)));
}
