import { describe, expect, it } from "vitest";
import { sniffDocumentType, tradeLicenceFileName } from "../../src/domain/company-documents";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)));

describe("sniffDocumentType", () => {
  it("recognises a PDF, a JPEG, a PNG and a WebP by their first bytes", () => {
    expect(sniffDocumentType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffDocumentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffDocumentType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffDocumentType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses anything else, whatever it is called", () => {
    expect(sniffDocumentType(bytes("MZ", [0x90, 0]))).toBeUndefined(); // a Windows program
    expect(sniffDocumentType(bytes("<svg xmlns"))).toBeUndefined();
    expect(sniffDocumentType(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "))).toBeUndefined();
    expect(sniffDocumentType(bytes(" %PDF-1.7"))).toBeUndefined();
  });

  it("refuses a file shorter than any signature", () => {
    expect(sniffDocumentType(new Uint8Array())).toBeUndefined();
    expect(sniffDocumentType(bytes("%PDF"))).toBeUndefined();
    expect(sniffDocumentType(bytes([0xff, 0xd8]))).toBeUndefined();
    expect(sniffDocumentType(bytes("RIFF", [1, 2, 3, 4], "WEB"))).toBeUndefined();
  });
});

describe("tradeLicenceFileName", () => {
  it("names the download by its type", () => {
    expect(tradeLicenceFileName("application/pdf")).toBe("trade-licence.pdf");
    expect(tradeLicenceFileName("image/jpeg")).toBe("trade-licence.jpg");
    expect(tradeLicenceFileName("image/webp")).toBe("trade-licence.webp");
  });
});
