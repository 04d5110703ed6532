import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { AnswerBodies, brotliWindowBits, encodedBody, makeAnswer } from "../../src/server/catalogue/cache";

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
    const { body } = makeAnswer(json);
    const br = encodedBody(body, "br");
    expect(br.encoding).toBe("br");
    expect(br.bytes.length).toBeLessThan(json.length / 4);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(json);
    expect(gunzipSync(encodedBody(body, "gzip").bytes).toString()).toBe(json);
    // Small answers go as they are.
    expect(encodedBody(makeAnswer("[]").body, "br")).toEqual({ bytes: Buffer.from("[]"), encoding: "identity" });
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
    const { body } = makeAnswer(json);
    const first = encodedBody(body, "br").bytes;
    expect(body.brQuality).toBe(1);
    const again = encodedBody(body, "br", true).bytes;
    expect(body.brQuality).toBe(4);
    expect(again.length).toBeLessThanOrEqual(first.length);
    expect(brotliDecompressSync(first).toString()).toBe(json);
    expect(brotliDecompressSync(again).toString()).toBe(json);
    expect(encodedBody(body, "br", true).bytes).toBe(again); // kept from then on
  });
});

describe("answers with the same bytes", () => {
  it("share one body, so its compressed forms are made once; other bytes get their own", () => {
    const bodies = new AnswerBodies(2);
    const json = JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ id: i, make: "Toyota" })));
    const first = makeAnswer(json, { "X-Total-Count": "40" }, bodies);
    const br = encodedBody(first.body, "br").bytes;
    const second = makeAnswer(json, { "X-Total-Count": "41" }, bodies);
    expect(second.body).toBe(first.body);
    expect(second.headers).toEqual({ "X-Total-Count": "41" });
    expect(second.body.br).toBe(br);
    // The second address's first answer is no repeat: it goes with the first compression as it is.
    expect(encodedBody(second.body, "br").bytes).toBe(br);
    expect(second.body.brQuality).toBe(1);
    const other = makeAnswer(JSON.stringify([1, 2]), {}, bodies);
    expect(other.body).not.toBe(first.body);
    expect(other.body.etag).not.toBe(first.body.etag);
    // Bounded: the least recently used goes first.
    makeAnswer("[3]", {}, bodies);
    expect(makeAnswer(json, {}, bodies).body).not.toBe(first.body);
  });
});
