import { type AddressInfo, createServer, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message: headers and body as the server received them. */
  raw: string;
  header(name: string): string | undefined;
  /** The Subject as a person reads it (encoded words decoded). */
  subject: string;
  /** The plain-text body as a person reads it (transfer encoding undone). */
  text: string;
}

/**
 * A real SMTP server on this machine for the mail tests: it keeps what it receives, can refuse
 * chosen recipients with a 550 (`refuse`) or a 451 "try later" (`refuseForNow`), and can be stopped
 * and started again on the same port.
 * `onReceived` hears of each mail as it arrives (the browser tests write them where test files read them).
 */
export async function startSmtpServer(
  options: {
    refuse?: (address: string) => boolean;
    refuseForNow?: (address: string) => boolean;
    port?: number;
    onReceived?: (mail: ReceivedMail) => void;
  } = {},
) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const error = Object.assign(new Error("No such mailbox"), { responseCode: 550 });
        return callback(error);
      }
      if (options.refuseForNow?.(address.address)) {
        return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const [head = "", ...body] = raw.split(/\r?\n\r?\n/);
        const header = (name: string) =>
          head.match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, "im"))?.[1]?.trim();
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          header,
          subject: decodeEncodedWords(header("Subject") ?? ""),
          text: decodeBody(body.join("\n\n"), header("Content-Transfer-Encoding")),
        };
        received.push(mail);
        options.onReceived?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A mail server that accepts connections and never says a word (no greeting): the hung server a
 * sender must not wait for. `connections` counts the sockets it holds open.
 */
export async function startSilentSmtpServer() {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A header's `=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=` words (RFC 2047), as nodemailer writes non-ASCII subjects. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

/** A single-part body: nodemailer sends plain text as 7bit, quoted-printable or base64. */
function decodeBody(body: string, encoding = "7bit"): string {
  const text = body.replace(/\r\n/g, "\n").replace(/\n$/, "");
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(text.replace(/=\n/g, ""));
  if (/base64/i.test(encoding)) return Buffer.from(text, "base64").toString("utf8");
  return text;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === "=" ? text.slice(i + 1, i + 3) : "";
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
