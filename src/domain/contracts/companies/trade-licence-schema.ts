import { z } from "zod";
import { DOCUMENT_TYPES } from "../../company-documents";
import { timestamp, type Wire } from "../common";

export const DOCUMENT_REQUIRED = "Choose a PDF, JPEG, PNG or WebP file";

/** The upload: the file as a base64 data URL, as photos are sent; its type is read from its bytes. */
export const tradeLicenceBody = z.object({
  // The body cap (8 MB) bounds the text; a decoded file over 5 MB is refused with 413.
  document: z.string({ error: DOCUMENT_REQUIRED }).min(1, DOCUMENT_REQUIRED),
});
export type TradeLicenceBody = z.input<typeof tradeLicenceBody>;

/** What is known of an uploaded document, without its bytes. */
export const documentInfo = z.object({
  contentType: z.enum(DOCUMENT_TYPES),
  size: z.number(),
  uploadedAt: timestamp,
});
export type DocumentInfo = Wire<typeof documentInfo>;

/** GET /api/company/documents: the company's documents, null where none is uploaded. */
export const companyDocuments = z.object({ tradeLicence: documentInfo.nullable() });
export type CompanyDocuments = Wire<typeof companyDocuments>;

const privateHeaders = {
  "Cache-Control": { type: "string", description: "`private, no-store`: a business document is never kept" },
  "Content-Disposition": { type: "string", description: "`attachment` for a PDF, `inline` for a photo" },
  "X-Content-Type-Options": { type: "string", description: "`nosniff`: the browser keeps the type we read" },
} as const;

/** The document's bytes as uploaded, in the type read from them. */
export const documentFile = {
  description: "The document: a PDF, JPEG, PNG or WebP",
  contentType: DOCUMENT_TYPES.join(", "),
  schema: z.string().meta({ format: "binary" }),
  headers: privateHeaders,
};
