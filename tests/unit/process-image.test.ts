import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeShareImage, processImage } from "../../src/server/images/process-image";
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

  it("makes the 800 px variant and the dominant colour, and the 1200×630 share crop from the full image", async () => {
    const { bytes } = await makeImage("png", 2000, 1000);
    const image = await processImage(bytes);
    expect(await sharp(image.medium).metadata()).toMatchObject({ format: "webp", width: 800, height: 400 });
    const share = await makeShareImage(image.full);
    expect(await sharp(share).metadata()).toMatchObject({ format: "webp", width: 1200, height: 630 });
    expect(image).toMatchObject({ width: 1600, height: 800 });
    // makeImage paints rgb(20, 120, 90); the dominant colour is its histogram bin's centre.
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(image.color.slice(i, i + 2), 16));
    expect(image.color).toMatch(/^#[0-9a-f]{6}$/);
    expect([Math.abs((r ?? 0) - 20), Math.abs((g ?? 0) - 120), Math.abs((b ?? 0) - 90)].every((d) => d <= 8)).toBe(
      true,
    );
  });

  it("keeps one encoding for an image no wider than a variant", async () => {
    const { bytes } = await makeImage("png", 400, 300);
    const image = await processImage(bytes);
    expect(image.medium).toBe(image.full);
    expect(image.thumb).toBe(image.full);
  });

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
