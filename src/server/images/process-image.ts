import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import { LIMITS } from "../../domain/constants";
import { SHARE_IMAGE_SIZE, VARIANT_WIDTHS } from "../../domain/images";
import { createLimiter } from "../concurrency";
import { invalid, tooLarge } from "../errors";

/**
 * What `images` stores of an upload: its WebP widths, its size and its dominant colour. The
 * 1200×630 crop for link previews is made on its first request (`makeShareImage`) and stored.
 */
export interface ProcessedImage {
  full: Uint8Array;
  medium: Uint8Array;
  thumb: Uint8Array;
  width: number;
  height: number;
  color: string;
  etag: string;
}

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

const NOT_A_DATA_URL = { field: "image", message: "The image must be a base64 data URL" };

/** Bytes of a `data:image/...;base64,...` URL; `refusal` names the field it came in (a document's too). */
export function decodeDataUrl(dataUrl: string, refusal = NOT_A_DATA_URL): Buffer {
  const match = /^data:([\w/+.-]*);base64,(.*)$/s.exec(dataUrl);
  if (!match) throw invalid(refusal.field, refusal.message);
  return Buffer.from(match[2] ?? "", "base64");
}

/**
 * Checks the bytes really are a JPEG, PNG, WebP or AVIF of at most 5 MB and 25 MP, and re-encodes
 * them to WebP 1600, 800 and 480 px wide (never enlarged: an image no wider than a variant is that
 * variant), with its dominant colour as a placeholder. The header is read first, so a bomb is
 * refused before any pixel is decoded; the image is then decoded once, and the smaller widths are
 * made from the 1600 px pixels. Re-encoding also drops metadata (GPS).
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > LIMITS.imageMaxBytes) {
    throw tooLarge("image", "Image must be at most 5MB");
  }
  // sharp throws at once, outside the promise, on an empty buffer: an empty upload is no image either.
  const header =
    bytes.length > 0
      ? await sharp(bytes)
          .metadata()
          .catch(() => undefined)
      : undefined;
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
      const [medium, thumb, color] = await Promise.all([
        info.width <= VARIANT_WIDTHS.medium ? full : narrower(sharp(data, pixels), VARIANT_WIDTHS.medium, 75),
        info.width <= VARIANT_WIDTHS.thumb ? full : narrower(sharp(data, pixels), VARIANT_WIDTHS.thumb, 70),
        dominantColor(sharp(data, pixels)),
      ]);
      return {
        full,
        medium,
        thumb,
        width: info.width,
        height: info.height,
        color,
        etag: `"${createHash("sha1").update(full).digest("base64url")}"`,
      };
    } catch {
      throw invalid("image", NOT_AN_IMAGE);
    }
  });
}

const narrower = (source: Sharp, width: number, quality: number) =>
  source.resize({ width, withoutEnlargement: true }).webp({ quality }).toBuffer();

/** sharp's dominant colour (a histogram's fullest bin), read from a 64 px copy: the same colour, 50× cheaper. */
async function dominantColor(source: Sharp): Promise<string> {
  const { data, info } = await source.resize({ width: 64 }).raw().toBuffer({ resolveWithObject: true });
  const { dominant } = await sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  }).stats();
  return `#${[dominant.r, dominant.g, dominant.b].map((n) => Math.round(n).toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The 1200×630 crop link previews show (`og:image`), from the stored full image: a smaller picture
 * is enlarged rather than letterboxed. Made once, on the first request for it.
 */
export async function makeShareImage(full: Uint8Array): Promise<Uint8Array> {
  return imageSlot(() =>
    sharp(full)
      .resize({ ...SHARE_IMAGE_SIZE, fit: "cover", position: "centre" })
      .webp({ quality: 75 })
      .toBuffer(),
  );
}

/** The gallery thumbnails' 200 px width, from the stored 480 px one. Made once, on the first request for it. */
export async function makeMiniImage(thumb: Uint8Array): Promise<Uint8Array> {
  return imageSlot(() =>
    sharp(thumb).resize({ width: VARIANT_WIDTHS.mini, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
  );
}

/** The 800 px width and the colour of an image stored before they existed, from its full WebP. */
export async function variantsOfStored(full: Uint8Array): Promise<Pick<ProcessedImage, "medium" | "color">> {
  return imageSlot(async () => {
    const [medium, color] = await Promise.all([
      narrower(sharp(full), VARIANT_WIDTHS.medium, 75),
      dominantColor(sharp(full)),
    ]);
    return { medium, color };
  });
}
