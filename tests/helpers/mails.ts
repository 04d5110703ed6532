import type { Db } from "../../src/server/db/client";
import type { QueuedMail } from "../../src/server/mail/outbox";
import { renderMail } from "../../src/server/mail/render-mail";
import { openSecret } from "../../src/server/mail/sealed-secret";
import { TEST_PUBLIC_URL } from "./test-app";

/**
 * Outbox rows with the subject, parts and files the worker would send now (rows hold no text,
 * docs/decisions/mail-outbox.md), for tests that read queued mails without a mail server.
 */
export async function rendered(db: Db, rows: QueuedMail[] | Promise<QueuedMail[]>) {
  return Promise.all(
    (await rows).map(async (row) => {
      const mail = await renderMail(db, row, {
        publicUrl: TEST_PUBLIC_URL,
        secret: openSecret(row.sealedSecret),
      });
      return {
        ...row,
        subject: mail.subject,
        textBody: mail.text,
        html: mail.html,
        attachments: mail.attachments ?? [],
      };
    }),
  );
}
