import type { FastifyInstance, FastifyReply } from "fastify";
import { type DocumentType, tradeLicenceFileName } from "../../domain/company-documents";
import { companyEndpoints } from "../../domain/contracts/companies/endpoints";
import { route } from "../api/route";
import { currentCompanyId } from "../auth/guard";
import { notFound } from "../errors";
import { IMAGE_BODY_LIMIT } from "../vehicles/image-uploads";
import { findTradeLicence, findTradeLicenceInfo, saveTradeLicence } from "./trade-licence";

/** Uploads a company may send a minute: a retaken scan is fine, a robot filling the database is not. */
const UPLOADS_PER_MINUTE = 10;
const TOO_MANY_UPLOADS = "Too many documents in a minute: wait a moment and send it again";

/**
 * A business document leaves as it came, in the type read from its bytes: never kept by a cache,
 * never re-read as another type by the browser, a PDF offered as a download (it may carry script).
 */
function sendDocument(reply: FastifyReply, document: { contentType: DocumentType; bytes: Uint8Array } | undefined) {
  if (!document) throw notFound("Trade licence");
  const disposition = document.contentType === "application/pdf" ? "attachment" : "inline";
  return reply
    .header("Cache-Control", "private, no-store")
    .header("X-Content-Type-Options", "nosniff")
    .header("Content-Disposition", `${disposition}; filename="${tradeLicenceFileName(document.contentType)}"`)
    .type(document.contentType)
    .send(Buffer.from(document.bytes));
}

/** The company's trade licence (docs/product-rules.md, "Business documents"): its company uploads it, the admins open it. */
export async function tradeLicenceRoutes(app: FastifyInstance) {
  route(app, companyEndpoints.ownDocuments, {}, async (request) => ({
    tradeLicence: await findTradeLicenceInfo(app.db, currentCompanyId(request)),
  }));

  route(app, companyEndpoints.ownTradeLicence, {}, async (request, reply) =>
    sendDocument(reply, await findTradeLicence(app.db, currentCompanyId(request))),
  );

  route(app, companyEndpoints.uploadTradeLicence, { bodyLimit: IMAGE_BODY_LIMIT }, async (request) => {
    const companyId = currentCompanyId(request);
    const key = `trade-licence-uploads:${companyId}`;
    await app.rateLimits.consume(key, { max: UPLOADS_PER_MINUTE, windowMs: 60_000 }, TOO_MANY_UPLOADS);
    return saveTradeLicence(app.db, companyId, request.body.document);
  });

  route(app, companyEndpoints.adminTradeLicence, {}, async (request, reply) =>
    sendDocument(reply, await findTradeLicence(app.db, request.params.id)),
  );
}
