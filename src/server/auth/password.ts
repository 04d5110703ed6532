import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { createLimiter } from "../concurrency";

// docs/operations.md, "Security": scrypt N=2^17, r=8, p=1; Node's 32 MiB default maxmem is too small for that.
const N = 2 ** 17;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;
const MAXMEM = 256 * 1024 * 1024;

// Each hash holds 128 MiB for ~100 ms on a libuv thread: two at a time keeps a login flood from
// taking the machine's memory and the thread pool that file and DNS work share.
const hashSlot = createLimiter(2);

function scrypt(password: string, salt: Buffer, n: number): Promise<Buffer> {
  return hashSlot(
    () =>
      new Promise((resolve, reject) =>
        scryptCallback(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: MAXMEM }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** Format: scrypt$N$r$p$salt$hash (base64), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string, cost: number = N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost);
  return ["scrypt", cost, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, cost, , , salt, hash] = stored.split("$");
  if (algorithm !== "scrypt" || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), Number(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/** Unknown usernames still pay for one hash, so response time does not reveal which names exist. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("dummy password that never matches");
  await verifyPassword(password, await dummyHash);
  return false;
}
