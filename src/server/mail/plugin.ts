import { AsyncResource } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database, Db } from "../db/client";
import { type RunningJob, scheduleJob } from "../jobs/scheduled-job";
import { countWaitingMails, type MailIntent, queueMail, type RenderMail } from "./outbox";
import { openSecret } from "./sealed-secret";
import {
  DEFAULT_SEND_OPTIONS,
  type SendMail,
  type SendOptions,
  sendQueuedMails,
  UndeliverableMail,
} from "./send-queued-mails";
import { type SmtpTimeouts, smtpSender } from "./smtp-sender";

export interface MailOptions {
  /** `SMTP_URL`; without it mails wait in the outbox and nothing is sent. */
  smtpUrl?: string;
  /** `MAIL_FROM`; by default no-reply at the public address's host. */
  from?: string;
  /** How often the worker looks for due mails (retries); a queued mail also wakes it at once. */
  pollMs?: number;
  /** How long a silent mail server is waited for (nodemailer's timeouts, in ms). */
  timeouts?: Partial<SmtpTimeouts>;
  /** Tests shorten the retries. */
  send?: Partial<SendOptions>;
}

const DEFAULT_POLL_MS = 30_000;

export interface Mailer {
  /** false when `SMTP_URL` is not set. */
  readonly enabled: boolean;
  /** Writes mails to the outbox inside `db`'s transaction; `wake()` after the commit sends them. */
  queue(db: Db, mail: MailIntent | readonly MailIntent[]): Promise<void>;
  /**
   * Starts sending what is due, outside the caller's async context (a request's load-shedding scope
   * is not inherited). Never rejects; resolves when that round is over. A request does not await it:
   * it answers once its outbox rows are committed.
   */
  wake(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/**
 * The outbox and its worker (docs/operations.md "Mail"): mails are rows written with the change they
 * tell of, sent by one scheduled job across instances, retried with backoff while the mail server is
 * away, and marked sent only once it accepted them.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailOptions & { database: Database; render: RenderMail }) => {
    const host = new URL(app.publicUrl).hostname;
    const from = options.from ?? `Dominica Car Rental <no-reply@${host}>`;
    const sender = options.smtpUrl ? smtpSender(options.smtpUrl, from, options.timeouts) : undefined;
    const worker = sender
      ? mailWorker(app, options, async (mail) => {
          if (!mail.toAddress) throw new UndeliverableMail("The renter's details were erased");
          const secret = openSecret(mail.sealedSecret);
          const rendered = await options.render(app.db, mail, { publicUrl: app.publicUrl, secret });
          await sender.send({ to: mail.toAddress, messageId: mail.messageId, ...rendered });
        })
      : undefined;
    // Made at start, outside any request: rounds a request wakes run in this context, not the request's.
    const outsideRequests = new AsyncResource("mail-outbox");

    app.decorate("mail", {
      enabled: sender !== undefined,
      queue: (db: Db, mail: MailIntent | readonly MailIntent[]) => queueMail(db, mail, host),
      wake: () => outsideRequests.runInAsyncScope(() => worker?.wake() ?? Promise.resolve()),
    });

    app.addHook("onReady", async () => {
      if (worker) {
        worker.start();
        void worker.wake();
      } else {
        // config.ts says at start that mail is off; this says what is piling up.
        const waiting = await countWaitingMails(app.db);
        if (waiting > 0) app.log.warn({ waiting }, "mails wait in the outbox until SMTP_URL is set");
      }
    });
    app.addHook("onClose", async () => {
      await worker?.stop();
      sender?.close();
    });
  },
  { name: "mail", dependencies: ["database"] },
);

function mailWorker(app: FastifyInstance, options: MailOptions & { database: Database }, send: SendMail) {
  const sendOptions = { ...DEFAULT_SEND_OPTIONS, ...options.send };
  let job: RunningJob | undefined;
  return {
    start() {
      job = scheduleJob(
        options.database,
        {
          name: "mail-outbox",
          intervalMs: options.pollMs ?? DEFAULT_POLL_MS,
          run: async ({ signal }) => {
            const tally = await sendQueuedMails(app.db, send, signal, sendOptions);
            if (tally.retrying > 0 || tally.failed > 0) app.log.warn(tally, "some mails were not sent");
          },
        },
        app.log,
      );
    },
    // A round that starts after the caller's commit, so it sees the mail just queued; a failed
    // round is logged and retried by the schedule (runOnce never rejects).
    wake: async () => {
      await job?.runAfterNow();
    },
    async stop() {
      await job?.stop();
    },
  };
}
