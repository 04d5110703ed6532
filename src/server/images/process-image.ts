import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { LIMITS } from "../../domain/constants";
import { createLimiter } from "../concurrency";
import { invalid, tooLarge } from "../errors";

export interface ProcessedImage {
  full: Uint8Array;
  thumb: Uint8Array;
  width: number;
  height: number;
  etag: string;
}

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
/** libvips reports AVIF as HEIF compressed with AV1; other HEIF (HEVC, from phones) is refused. */
const isAccepted = (header: Metadata) =>
  ACCEPTED_FORMATS.has(header.format) || (header.format === "heif" && header.compression === "av1");
/** 25 megapixels: a 6000×4000 camera photo passes, a decompression bomb does not. */
const MAX_PIXELS = 25_000_000;
const FULL_WIDTH = 1600;
const THUMB_WIDTH = 480;
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
 * them to WebP in two sizes: cards load the small one, the detail views the large one. The header
 * is read first, so a bomb is refused before any pixel is decoded; the image is then decoded once,
 * and the thumbnail made from the large size. Re-encoding also drops metadata (GPS).
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
        .resize({ width: FULL_WIDTH, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
      const full = await sharp(data, pixels).webp({ quality: 80 }).toBuffer();
      const thumb = await sharp(data, pixels)
        .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
        .webp({ quality: 70 })
        .toBuffer();
      return {
        full,
        thumb,
        width: info.width,
        height: info.height,
        etag: `"${createHash("sha1").update(full).digest("base64url")}"`,
      };
    } catch {
      throw invalid("image", NOT_AN_IMAGE);
    }
  });
}
