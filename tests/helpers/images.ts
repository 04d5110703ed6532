import sharp from "sharp";

/** A real PNG (or JPEG) of the given size and colour, as bytes and as a data URL. */
export async function makeImage(
  format: "png" | "jpeg" | "webp" | "avif" | "gif" | "tiff" = "png",
  width = 300,
  height = 200,
  background = { r: 20, g: 120, b: 90 },
) {
  const bytes = await sharp({ create: { width, height, channels: 3, background } })
    [format]()
    .toBuffer();
  return { bytes, dataUrl: `data:image/${format};base64,${bytes.toString("base64")}` };
}
