import { LIMITS } from "../../domain/constants";

export type ImageFileResult = { dataUrl: string } | { error: string };

/**
 * A picked picture as a data URL for the JSON body; the server checks and re-encodes it.
 * A file that is not an image or is over 5 MB is refused here already, so nothing is uploaded.
 */
export async function readImageFile(file: File): Promise<ImageFileResult> {
  if (!file.type.startsWith("image/")) return { error: "The file is not a valid image" };
  if (file.size > LIMITS.imageMaxBytes) return { error: "Image must be at most 5MB" };
  return { dataUrl: await readDataUrl(file) };
}

/** A picked file as a base64 data URL, the form uploads travel in. */
export function readDataUrl(file: File): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
