import http from "node:http";
import type { AddressInfo } from "node:net";

/** One response as a browser gets it: status, headers and the bytes on the wire. */
export function fetchRaw(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

/** A raw node:http server answering every request with the given bytes and content headers. */
export async function rawServer(body: Buffer, headers: http.IncomingHttpHeaders) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      ...(headers["content-encoding"] ? { "content-encoding": headers["content-encoding"] } : {}),
      "content-length": body.length,
    });
    response.end(body);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
