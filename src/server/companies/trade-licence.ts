import { and, eq, sql } from "drizzle-orm";
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NOT_A_DATA_URL,
  DOCUMENT_TOO_LARGE,
  NOT_A_DOCUMENT,
  sniffDocumentType,
} from "../../domain/company-documents";
import type { Db } from "../db/client";
import { companyDocuments } from "../db/schema";
import { invalid, tooLarge } from "../errors";
import { decodeDataUrl } from "../images/process-image";

const isTradeLicence = (companyId: number) =>
  and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.kind, "trade-licence"));

const infoColumns = {
  contentType: companyDocuments.contentType,
  size: sql<number>`octet_length(${companyDocuments.bytes})`.mapWith(Number),
  uploadedAt: companyDocuments.uploadedAt,
};

/** When and what the company's trade licence was uploaded; null while it has none. */
export async function findTradeLicenceInfo(db: Db, companyId: number) {
  const [row] = await db.select(infoColumns).from(companyDocuments).where(isTradeLicence(companyId));
  return row ?? null;
}

/** The trade licence's bytes and type, for its company and the admins only; undefined while it has none. */
export async function findTradeLicence(db: Db, companyId: number) {
  const [row] = await db
    .select({ contentType: companyDocuments.contentType, bytes: companyDocuments.bytes })
    .from(companyDocuments)
    .where(isTradeLicence(companyId));
  return row;
}

/**
 * Keeps an upload as the company's trade licence, replacing the one before (only the latest is
 * kept): its type is read from its first bytes, so a program renamed `.pdf` is refused.
 */
export async function saveTradeLicence(db: Db, companyId: number, dataUrl: string, now = new Date()) {
  const bytes = decodeDataUrl(dataUrl, { field: "document", message: DOCUMENT_NOT_A_DATA_URL });
  if (bytes.length > DOCUMENT_MAX_BYTES) throw tooLarge("document", DOCUMENT_TOO_LARGE);
  const contentType = sniffDocumentType(bytes);
  if (!contentType) throw invalid("document", NOT_A_DOCUMENT);
  const row = { contentType, bytes, uploadedAt: now };
  const [saved] = await db
    .insert(companyDocuments)
    .values({ companyId, kind: "trade-licence", ...row })
    .onConflictDoUpdate({ target: [companyDocuments.companyId, companyDocuments.kind], set: row })
    .returning(infoColumns);
  // The insert always answers its row; the fallback only satisfies the type.
  return saved ?? { contentType, size: bytes.length, uploadedAt: now };
}
