import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";
import { calendarImportMessage, SERVER_ANSWERED_MESSAGE } from "../../domain/calendar-import-messages";

/**
 * Fetching a URL a company typed in, from inside our network, is a classic SSRF hole: the URL (or
 * a redirect, or a DNS answer) may point at the database, a cloud metadata service or a router.
 * Every host name is resolved by our own `lookup`, every address it returns is checked, and the
 * connection is made to a checked address; literal IPs are checked before connecting.
 */
// Two lists: Node matches IPv4 addresses against IPv4-mapped IPv6 subnets, so ::ffff:0:0/96 in a
// shared list would block every IPv4 address.
const NON_PUBLIC_V4 = new BlockList();
const NON_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const) {
  NON_PUBLIC_V4.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback and IPv4-compatible
  ["::ffff:0:0", 96], // IPv4-mapped: would reach an IPv4 address we have not checked
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48],
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments, Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local
  ["ff00::", 8], // multicast
] as const) {
  NON_PUBLIC_V6.addSubnet(network, prefix, "ipv6");
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !NON_PUBLIC_V4.check(address, "ipv4") : !NON_PUBLIC_V6.check(address, "ipv6");
}

/** A fetch refused or failed for a reason the company can read and act on; `cause` is for the log. */
export class CalendarFetchError extends Error {}

/**
 * One text for every way a connection fails — unknown host, private address, refused, reset, no
 * answer in time — so that the sync cannot be used to map which hosts and ports answer.
 */
export const HTTPS_REQUIRED = "Calendar URLs must start with https://";
export const CONNECTION_FAILED =
  "Could not connect to the calendar's server: check the address (only calendars on the public internet can be synced)";
const connectionFailed = (cause: string | Error) =>
  new CalendarFetchError(CONNECTION_FAILED, { cause: typeof cause === "string" ? new Error(cause) : cause });

export interface FetchOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** Test-only: reach servers on this machine (and over plain http). Never on in production. */
  allowPrivateAddresses: boolean;
}

export interface ConditionalHeaders {
  etag: string | null;
  lastModified: string | null;
}

export type FetchResult =
  | { status: "not-modified" }
  | { status: "ok"; body: string; etag: string | null; lastModified: string | null };

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

function guardedLookup(allowPrivateAddresses: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) {
        callback(connectionFailed(error), []);
        return;
      }
      if (!allowPrivateAddresses && addresses.some((a) => !isPublicAddress(a.address))) {
        callback(connectionFailed(`${hostname} resolves to a private or local address`), []);
        return;
      }
      const usable = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
      const first = usable[0];
      if (!first) {
        callback(connectionFailed(`${hostname} has no address of family ${options.family}`), []);
        return;
      }
      if (options.all) callback(null, usable);
      else callback(null, first.address, first.family);
    });
  };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * GETs a calendar: conditional (If-None-Match / If-Modified-Since), at most `maxBytes` read (the
 * transfer is cut off past it), all of it within `timeoutMs`, redirects followed a few times and
 * each one checked again like the first address.
 */
export async function fetchCalendar(
  address: string,
  conditional: ConditionalHeaders,
  options: FetchOptions,
): Promise<FetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop++) {
      const response = await request(url, conditional, options, controller.signal);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.resume();
        if (hop >= options.maxRedirects)
          throw new CalendarFetchError("The calendar's address redirects too many times");
        url = new URL(location, url);
        continue;
      }
      if (response.statusCode === 304) {
        response.resume();
        return { status: "not-modified" };
      }
      if (response.statusCode !== 200) {
        response.resume();
        const status = `${response.statusCode} ${response.statusMessage ?? ""}`.trim();
        throw new CalendarFetchError(calendarImportMessage(SERVER_ANSWERED_MESSAGE, { status }));
      }
      const body = await readBody(response, options.maxBytes);
      const header = (name: string) => {
        const value = response.headers[name];
        return typeof value === "string" ? value : null;
      };
      return { status: "ok", body, etag: header("etag"), lastModified: header("last-modified") };
    }
  } catch (error) {
    if (controller.signal.aborted) throw connectionFailed(`no complete answer within ${options.timeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function request(
  url: URL,
  conditional: ConditionalHeaders,
  options: FetchOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const isHttps = url.protocol === "https:";
  if (!isHttps && !(url.protocol === "http:" && options.allowPrivateAddresses)) {
    return Promise.reject(new CalendarFetchError(HTTPS_REQUIRED));
  }
  // Node connects to a literal IP without calling `lookup`, so those are checked here.
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(host) && !options.allowPrivateAddresses && !isPublicAddress(host)) {
    return Promise.reject(connectionFailed(`${host} is a private or local address`));
  }
  const headers: Record<string, string> = {
    accept: "text/calendar, */*;q=0.5",
    "user-agent": "DominicaCarRental-CalendarSync/1.0",
  };
  if (conditional.etag) headers["if-none-match"] = conditional.etag;
  if (conditional.lastModified) headers["if-modified-since"] = conditional.lastModified;
  return new Promise((resolve, reject) => {
    const req = (isHttps ? https : http).request(url, {
      method: "GET",
      headers,
      signal,
      lookup: guardedLookup(options.allowPrivateAddresses) as never,
    });
    req.once("response", resolve);
    req.once("error", (error) => {
      reject(error instanceof CalendarFetchError ? error : connectionFailed(error));
    });
    req.end();
  });
}

function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  const tooLarge = () => new CalendarFetchError(`The calendar is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Rejected first: destroying the stream reports an abort of its own.
        reject(tooLarge());
        response.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.once("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    response.once("error", (error) => reject(connectionFailed(error)));
  });
}
