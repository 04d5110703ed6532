import { createTransport } from "nodemailer";
import type { RenderedMail } from "./outbox";

/** A rendered mail on its way: its address and the Message-ID fixed when it was queued. */
export interface OutgoingMail extends RenderedMail {
  to: string;
  messageId: string;
}

/** nodemailer's waits for a silent mail server, in ms. */
export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

/** A hung server must not hold the worker's round for long: a few seconds each. */
const DEFAULT_TIMEOUTS: SmtpTimeouts = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/** Sends through the server of `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…` for TLS from the start). */
export function smtpSender(
  smtpUrl: string,
  from: string,
  timeouts: Partial<SmtpTimeouts> = {},
): { send: (mail: OutgoingMail) => Promise<void>; close(): void } {
  const transport = createTransport({ url: smtpUrl, ...DEFAULT_TIMEOUTS, ...timeouts });
  return {
    send: async (mail) => {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        messageId: mail.messageId,
      });
    },
    close: () => transport.close(),
  };
}
