import { createHash, randomBytes } from "node:crypto";

/**
 * Secrets that travel in links (calendar feeds, a request's status page): 256 random bits,
 * base64url, 43 characters. Only their SHA-256 is stored, so a copy of the database opens nothing.
 */
export const newSecretToken = () => randomBytes(32).toString("base64url");
export const hashSecretToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
