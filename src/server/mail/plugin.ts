import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database, Db } from "../db/client";
import { type RunningJob, scheduleJob } from "../jobs/scheduled-job";
import { countWaitingMails, type Mail, queueMail } from "./outbox";
import { DEFAULT_SEND_OPTIONS, type SendMail, type SendOptions, sendQueuedMails } from "./send-queued-mails";
import { smtpSender } from "./smtp-sender";

export interface MailOptions {
  /** `SMTP_URL`; without it mails wait in the outbox and nothing is sent. */
  smtpUrl?: string;
  /** `MAIL_FROM`; by default no-reply at the public address's host. */
  from?: string;
  /** How often the worker looks for due mails (retries); a queued mail also wakes it at once. */
  pollMs?: number;
  /** Tests shorten the retries. */
  send?: Partial<SendOptions>;
}

const DEFAULT_POLL_MS = 30_000;

export interface Mailer {
  /** false when `SMTP_URL` is not set. */
  readonly enabled: boolean;
  /** Writes a mail to the outbox inside `db`'s transaction; `wake()` after the commit sends it. */
  queue(db: Db, mail: Mail): Promise<void>;
  /** Sends what is due now; resolves when that round (and any a wake asked for during it) is over. */
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
  async (app: FastifyInstance, options: MailOptions & { database: Database }) => {
    const host = new URL(app.publicUrl).hostname;
    const from = options.from ?? `Dominica Car Rental <no-reply@${host}>`;
    const sender = options.smtpUrl ? smtpSender(options.smtpUrl, from) : undefined;
    const worker = sender ? mailWorker(app, options, sender.send) : undefined;

    app.decorate("mail", {
      enabled: sender !== undefined,
      queue: (db: Db, mail: Mail) => queueMail(db, mail, host),
      wake: () => worker?.wake() ?? Promise.resolve(),
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
    // A round that starts after the caller's commit, so it sees the mail just queued.
    wake: async () => {
      await job?.runAfterNow();
    },
    async stop() {
      await job?.stop();
    },
  };
}
