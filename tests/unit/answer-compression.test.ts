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
});
