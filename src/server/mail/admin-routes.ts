import type { FastifyInstance } from "fastify";
import { mailEndpoints } from "../../domain/contracts/mails/endpoints";
import { auditedChange } from "../admin-audit/audited-change";
import { route } from "../api/route";
import { notFound } from "../errors";
import { findAdminMail, listMails, retryDeadLetter } from "./outbox";

/** Answers at most this many mails: the screen is for dead letters, which stay few. */
const LIST_LIMIT = 200;

/** The admin Mails screen: dead letters and their "Retry". */
export async function adminMailRoutes(app: FastifyInstance) {
  route(app, mailEndpoints.list, {}, async (request) => listMails(app.db, request.query.status, LIST_LIMIT));

  route(app, mailEndpoints.retry, {}, async (request) => {
    const { id } = request.params;
    const what = { action: "mail-retried", targetKind: "mail", targetId: id } as const;
    // Only a dead letter is retried; any other mail is not one to find here.
    const retried = await auditedChange(app.db, request, what, async (tx) => {
      const before = await findAdminMail(tx, id);
      const after = before && (await retryDeadLetter(tx, id));
      return after && { result: after, before, after };
    });
    if (!retried) throw notFound("Mail", id);
    void app.mail.wake();
    return retried;
  });
}
