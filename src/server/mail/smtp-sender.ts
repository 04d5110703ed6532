import { createTransport } from "nodemailer";
import type { SendMail } from "./send-queued-mails";

/** Seconds a silent mail server is waited for: a hung server must not hold the worker's round. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Sends through the server of `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…` for TLS from the start). */
export function smtpSender(smtpUrl: string, from: string): { send: SendMail; close(): void } {
  const transport = createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    send: async (mail) => {
      await transport.sendMail({
        from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        messageId: mail.messageId,
      });
    },
    close: () => transport.close(),
  };
}
