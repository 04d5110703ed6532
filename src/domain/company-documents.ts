/**
 * A company's business documents (docs/product-rules.md, "Business documents"): for now its trade
 * licence, a PDF or a photo, which only the company and the admins may open.
 */

/** The documents a company may upload; only the latest of each is kept. */
export const DOCUMENT_KINDS = ["trade-licence"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The types a document may be, recognised by their first bytes, never by a file name or a declared type. */
export const DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** 5 MB, as for photos: a scanned licence is well under it, and its base64 fits the image routes' body cap. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Refusals, by the server and by the profile's card before it uploads (written out: they are translation keys). */
export const NOT_A_DOCUMENT = "The file must be a PDF, JPEG, PNG or WebP";
export const DOCUMENT_TOO_LARGE = "The document must be at most 5MB";
export const DOCUMENT_NOT_A_DATA_URL = "The document must be a base64 data URL";

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The document's type read from its magic bytes; undefined when it is none of `DOCUMENT_TYPES`. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | undefined {
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return undefined;
}

/** The file name a download is offered under: the kind of document and the extension of its type. */
export function tradeLicenceFileName(type: DocumentType): string {
  const extension = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" }[type];
  return `trade-licence.${extension}`;
}
