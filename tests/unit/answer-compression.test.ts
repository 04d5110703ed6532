import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliWindowBits, encodedBody, makeAnswer } from "../../src/server/catalogue/cache";

describe("a cached answer's compressed forms", () => {
  it.each([
    [1, 10],
    [1008, 10], // 2^10 − 16 bytes fill the smallest window
    [1009, 11],
    [10_000, 14],
    [60 * 1024, 16],
    [100 * 1024 * 1024, 24],
  ])("a %i-byte body gets a 2^%i window", (length, bits) => {
    expect(brotliWindowBits(length)).toBe(bits);
  });

  it("compresses a page of listings to what decompresses back to it, in brotli and gzip", () => {
    const json = JSON.stringify(
      Array.from({ length: 60 }, (_, i) => ({ id: i, make: "Toyota", model: `RAV${i}`, dailyPrice: 40 + i })),
    );
    const answer = makeAnswer(json);
    const br = encodedBody(answer, "br");
    expect(br.encoding).toBe("br");
    expect(br.bytes.length).toBeLessThan(json.length / 4);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(json);
    expect(gunzipSync(encodedBody(answer, "gzip").bytes).toString()).toBe(json);
    // Small answers go as they are.
    expect(encodedBody(makeAnswer("[]"), "br")).toEqual({ bytes: Buffer.from("[]"), encoding: "identity" });
  });

  it("compresses a first answer quickly and one asked for again once more, better, and then no more", () => {
    const json = JSON.stringify(
      Array.from({ length: 24 }, (_, i) => ({
        id: i,
        make: "Suzuki",
        model: `Jimny ${i}`,
        features: ["4x4", "A/C"],
        price: 50 + i * 3.5,
      })),
    );
    const answer = makeAnswer(json);
    const first = encodedBody(answer, "br").bytes;
    const again = encodedBody(answer, "br").bytes;
    expect(answer.brQuality).toBe(4);
    expect(again.length).toBeLessThanOrEqual(first.length);
    expect(brotliDecompressSync(first).toString()).toBe(json);
    expect(brotliDecompressSync(again).toString()).toBe(json);
    expect(encodedBody(answer, "br").bytes).toBe(again); // kept from then on
  });
});
