import { describe, expect, it } from "vitest";
import {
  cardImageSources,
  fittedUploadSize,
  imageSrcSet,
  imageVariantUrl,
  mediumImageUrl,
  shareImageUrl,
  sharePicture,
  thumbnailUrl,
} from "../../src/domain/images";

const external = "https://example.com/car.jpg";

describe("image variant URLs", () => {
  it.each([
    ["/api/images/7", "full", "/api/images/7"],
    ["/api/images/7", "thumb", "/api/images/7?variant=thumb"],
    ["/api/images/7", "medium", "/api/images/7?variant=medium"],
    ["/api/images/7", "share", "/api/images/7?variant=share"],
    ["/api/images/7?variant=thumb", "full", "/api/images/7"],
    ["/api/images/7?variant=thumb", "share", "/api/images/7?variant=share"],
    [external, "thumb", external],
    [external, "share", external],
  ] as const)("%s as %s is %s", (url, variant, expected) => {
    expect(imageVariantUrl(url, variant)).toBe(expected);
  });

  it("names each variant by a helper", () => {
    expect(thumbnailUrl("/api/images/3")).toBe("/api/images/3?variant=thumb");
    expect(mediumImageUrl("/api/images/3")).toBe("/api/images/3?variant=medium");
    expect(shareImageUrl("/api/images/3")).toBe("/api/images/3?variant=share");
    expect(shareImageUrl(external)).toBe(external);
  });
});

describe("srcset", () => {
  it.each([
    ["/api/images/9", "/api/images/9?variant=thumb 480w, /api/images/9?variant=medium 800w, /api/images/9 1600w"],
    [
      "/api/images/9?variant=medium",
      "/api/images/9?variant=thumb 480w, /api/images/9?variant=medium 800w, /api/images/9 1600w",
    ],
    [external, undefined],
  ])("of %s is %s", (url, expected) => {
    expect(imageSrcSet(url)).toBe(expected);
  });

  it("gives a card the thumbnail as src and all three widths, and an external picture only itself", () => {
    expect(cardImageSources("/api/images/4")).toEqual({
      src: "/api/images/4?variant=thumb",
      srcSet: "/api/images/4?variant=thumb 480w, /api/images/4?variant=medium 800w, /api/images/4 1600w",
    });
    expect(cardImageSources(external)).toEqual({ src: external });
  });
});

describe("a picture for a shared link", () => {
  it.each([
    ["/api/images/7", { url: "/api/images/7?variant=share", type: "image/webp", width: 1200, height: 630 }],
    [
      "/api/images/7?variant=thumb",
      { url: "/api/images/7?variant=share", type: "image/webp", width: 1200, height: 630 },
    ],
    [external, { url: external }],
  ] as const)("%s previews as %o", (url, expected) => {
    expect(sharePicture(url)).toEqual(expected);
  });
});

describe("a photo made fit for upload in the browser", () => {
  it.each([
    ["a camera's landscape photo", 4000, 3000, 1067, 800],
    ["a 3:2 photo", 6000, 4000, 1200, 800],
    ["a portrait photo, kept upright", 3000, 4000, 800, 1067],
    ["a panorama", 6000, 1000, 1200, 200],
    ["exactly the recommended size", 1200, 800, 1200, 800],
    ["a small picture, never enlarged", 600, 400, 600, 400],
  ])("%s: %i×%i → %i×%i", (_name, width, height, fittedWidth, fittedHeight) => {
    expect(fittedUploadSize(width, height)).toEqual({ width: fittedWidth, height: fittedHeight });
  });
});
