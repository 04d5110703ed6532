import { LIMITS } from "../../domain/constants";
import { resizeImage } from "../lib/resize-image";

export type ImageFileResult = { dataUrl: string } | { error: string };

/** A vehicle photo's limit; a handover photo's is smaller. */
const UPLOAD_LIMIT = { bytes: LIMITS.imageMaxBytes, message: "Image must be at most 5MB" };

/**
 * A picked picture as a data URL for the JSON body; the server checks and re-encodes it. It is
 * made at most 1200×800 and within the limit's bytes in the browser first (`resizeImage`), so a phone's large
 * photo is sent small instead of refused; a file that is no image, or one the browser cannot read
 * that is over the limit, is refused here already, so nothing is uploaded.
 */
export async function readImageFile(file: File, limit = UPLOAD_LIMIT): Promise<ImageFileResult> {
  if (!file.type.startsWith("image/")) return { error: "The file is not a valid image" };
  const fitted = (await resizeImage(file, limit.bytes)) ?? file;
  if (fitted.size > limit.bytes) return { error: limit.message };
  return { dataUrl: await readDataUrl(fitted) };
}

/** A picked file as a base64 data URL, the form uploads travel in. */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
