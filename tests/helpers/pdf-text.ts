import { inflateSync } from "node:zlib";

/**
 * The text a PDF shows, line by line, read from its content streams: each stream inflated when
 * compressed, each `[...] TJ` or `(...)/<...> Tj` joined, hex strings decoded as WinAnsi (Latin-1),
 * which is what the standard fonts write. Enough to find a name or a total in a PDF we made.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  if (!source.startsWith("%PDF-")) throw new Error("not a PDF");
  const lines: string[] = [];
  for (const match of source.matchAll(/<<([\s\S]*?)>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf("endstream", start);
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = (match[1]?.includes("FlateDecode") ? inflateSync(raw) : raw).toString("latin1");
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      const parts = op[1] ?? op[2] ?? "";
      let text = "";
      for (const piece of parts.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
        text +=
          piece[1] !== undefined
            ? Buffer.from(piece[1], "hex").toString("latin1")
            : (piece[2] ?? "").replace(/\\(.)/g, "$1");
      }
      lines.push(text);
    }
  }
  return lines.join("\n");
}
