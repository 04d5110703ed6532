import { fittedUploadSize } from "../../domain/images";

/** Lower qualities tried in turn while a resized photo is still over its byte limit. */
const QUALITIES = [0.85, 0.72, 0.6];

/**
 * A picked photo made fit for upload in the browser (docs/product-rules.md, "Vehicle photos"): at
 * most 1200×800 (`fittedUploadSize`, upright as the camera held it) and within `maxBytes`, as a
 * JPEG. A picture already within both is sent as it is. Undefined when the browser cannot decode
 * it (the server then says why, or the caller refuses it by its size).
 */
export async function resizeImage(file: Blob, maxBytes: number): Promise<Blob | undefined> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" }).catch(() => undefined);
  if (!bitmap) return undefined;
  try {
    const size = fittedUploadSize(bitmap.width, bitmap.height);
    const isFitted = size.width === bitmap.width && size.height === bitmap.height;
    if (isFitted && file.size <= maxBytes) return file;
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return undefined;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    let smallest: Blob | undefined;
    for (const quality of QUALITIES) {
      smallest =
        (await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality))) ?? undefined;
      if (!smallest || smallest.size <= maxBytes) break;
    }
    return smallest;
  } finally {
    bitmap.close();
  }
}
