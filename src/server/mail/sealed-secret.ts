import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Made at start and held only in this process's memory: a copy of the database (or another
 * instance) cannot open what it sealed, and a restart forgets it (docs/decisions/mail-outbox.md).
 */
const KEY = randomBytes(32);

/** AES-256-GCM: iv, tag and ciphertext, base64url, dot-separated. */
export function sealSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", KEY, iv);
  const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString("base64url")).join(".");
}

/** The secret, or undefined when this process did not seal it. */
export function openSecret(sealed: string | null): string | undefined {
  const [iv, tag, data] = (sealed ?? "").split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !data) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", KEY, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
