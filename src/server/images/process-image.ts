import { createHash } from "node:crypto";
import sharp from "sharp";
import { LIMITS } from "../../domain/constants";
import { DomainError, invalid } from "../errors";

export interface ProcessedImage {
  full: Uint8Array;
  thumb: Uint8Array;
  width: number;
  height: number;
  etag: string;
}

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
const FULL_WIDTH = 1600;
const THUMB_WIDTH = 480;

/** Bytes of a `data:image/...;base64,...` URL. */
export function decodeDataUrl(dataUrl: string): Buffer {
  const match = /^data:([\w/+.-]*);base64,(.*)$/s.exec(dataUrl);
  if (!match) throw invalid("image", "The image must be a base64 data URL");
  return Buffer.from(match[2] ?? "", "base64");
}

/**
 * Checks the bytes really are an image of at most 5 MB and re-encodes them to WebP in two sizes:
 * cards load the small one, the detail views the large one. Re-encoding also drops metadata (GPS).
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > LIMITS.imageMaxBytes) {
    throw new DomainError("too_large", "Image must be at most 5MB", [
      { field: "image", message: "Image must be at most 5MB" },
    ]);
  }
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalid("image", "The file is not a valid image");
  try {
    const base = sharp(bytes, { limitInputPixels: 50_000_000 }).rotate();
    const { data: full, info } = await base
      .clone()
      .resize({ width: FULL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base
      .clone()
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
    throw invalid("image", "The file is not a valid image");
  }
}
