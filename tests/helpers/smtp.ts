import { type AddressInfo, createServer, type Socket } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message: headers and body as the server received them. */
  raw: string;
  header(name: string): string | undefined;
  /** The Subject as a person reads it (encoded words decoded). */
  subject: string;
  /** The plain-text part as a person reads it (transfer encoding undone). */
  text: string;
  /** The HTML part, when the mail has one. */
  html: string | undefined;
  attachments: { filename: string | undefined; contentType: string; content: string }[];
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
  // Mails are read after the server has answered (the sender's timing is as with any server), one
  // after another so that `received` keeps their order of arrival.
  let reading = Promise.resolve();
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
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        callback();
        reading = reading.then(() => readMail(raw, envelope));
      });
    },
  });
  // nodemailer's own parser reads the MIME: encoded words, transfer encodings, parts and files.
  async function readMail(raw: string, envelope: { from: string; to: string[] }) {
    const parsed = await simpleParser(raw);
    const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
    const header = (name: string) => head.match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, "im"))?.[1]?.trim();
    const mail: ReceivedMail = {
      ...envelope,
      raw,
      header,
      subject: parsed.subject ?? "",
      text: (parsed.text ?? "").replace(/\n$/, ""),
      html: parsed.html || undefined,
      attachments: parsed.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content.toString("utf8"),
      })),
    };
    received.push(mail);
    options.onReceived?.(mail);
  }
  // The parser's first use loads its modules: paid here, not while a test times a sender's retries.
  await simpleParser("Subject: warm-up\r\n\r\nwarm-up\r\n");
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
