import type { FastifyInstance } from "fastify";
import { mailEndpoints } from "../../domain/contracts/mails/endpoints";
import { route } from "../api/route";
import { notFound } from "../errors";
import { listMails, retryDeadLetter } from "./outbox";

/** Answers at most this many mails: the screen is for dead letters, which stay few. */
const LIST_LIMIT = 200;

/** The admin Mails screen: dead letters and their "Retry". */
export async function adminMailRoutes(app: FastifyInstance) {
  route(app, mailEndpoints.list, {}, async (request) => listMails(app.db, request.query.status, LIST_LIMIT));

  route(app, mailEndpoints.retry, {}, async (request) => {
    // Only a dead letter is retried; any other mail is not one to find here.
    const retried = await retryDeadLetter(app.db, request.params.id);
    if (!retried) throw notFound("Mail", request.params.id);
    void app.mail.wake();
    return retried;
  });
}
