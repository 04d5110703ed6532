import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { thisWorkersServer } from "./server";

/** One mail the app sent, as tests/e2e/global-setup.ts stores it. */
export interface StoredMail {
  to: string[];
  subject: string;
  /** The plain-text body as the recipient reads it. */
  text: string;
  /** The HTML part, when the mail has one. */
  html?: string;
}

export interface ReadMail extends StoredMail {
  /** Every http(s) address in the text, in order. */
  links: string[];
}

const POLL_MS = 100;

/** The mails received so far, oldest first. */
export function receivedMails(): StoredMail[] {
  const dir = thisWorkersServer().mailDir;
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as StoredMail);
}

const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);

/**
 * The first mail to `to` whose subject contains `subject` (or matches it), waiting for it to arrive
 * through the app's outbox and the test's SMTP server.
 */
export async function waitForMail(
  { to, subject }: { to: string; subject?: string | RegExp },
  { timeoutMs = 20_000 } = {},
): Promise<ReadMail> {
  const wanted = to.toLowerCase();
  const fits = (mail: StoredMail) =>
    mail.to.some((address) => address.toLowerCase() === wanted) &&
    (subject === undefined ||
      (typeof subject === "string" ? mail.subject.includes(subject) : subject.test(mail.subject)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = receivedMails().find(fits);
    if (mail) return { ...mail, links: linksIn(mail.text) };
    if (Date.now() > deadline) {
      const seen = receivedMails().map((m) => `${m.to.join(",")}: ${m.subject}`);
      throw new Error(
        `no mail to ${to}${subject ? ` about ${subject}` : ""} in ${timeoutMs} ms; received:\n${seen.join("\n")}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
