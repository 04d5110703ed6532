import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { processImage } from "../../src/server/images/process-image";
import { makeImage } from "../helpers/images";

describe("processImage", () => {
  it.each(["jpeg", "png", "webp", "avif"] as const)(
    "turns a %s into a 1600 px WebP and a 480 px thumbnail",
    async (format) => {
      const { bytes } = await makeImage(format, 2000, 1000);
      const image = await processImage(bytes);
      expect(await sharp(image.full).metadata()).toMatchObject({ format: "webp", width: 1600, height: 800 });
      expect(await sharp(image.thumb).metadata()).toMatchObject({ format: "webp", width: 480, height: 240 });
    },
  );

  it.each(["gif", "tiff"] as const)("refuses a %s", async (format) => {
    const { bytes } = await makeImage(format);
    await expect(processImage(bytes)).rejects.toThrow("The file is not a valid image");
  });

  it("refuses more than 25 megapixels before decoding them, however small the file", async () => {
    const { bytes } = await makeImage("png", 6000, 4500);
    expect(bytes.length).toBeLessThan(1_000_000);
    await expect(processImage(bytes)).rejects.toThrow("Image must be at most 25 megapixels");
  });

  it("refuses bytes that are no image", async () => {
    await expect(processImage(Buffer.from("GIF89a not really"))).rejects.toThrow("The file is not a valid image");
  });
});
