import type { Language } from "../i18n/languages";

/** A link of the site's own: "text url" in the text part, an anchor on `text` in the HTML part. */
export interface MailLink {
  text: string;
  url: string;
}

/**
 * One line of a mail, written once and rendered twice (text and HTML): a line of the site's words,
 * a link, an item of a list, or a line of someone else's words (a company's), quoted. A blank line
 * ends a paragraph.
 */
export type MailLine = string | MailLink | { item: string | MailLink } | { quote: string };

/** A mail as it is sent: its subject, a plain-text part, and an HTML part made from the same lines. */
export interface MailText {
  subject: string;
  text: string;
  html: string;
}

const isLink = (line: MailLine): line is MailLink => typeof line === "object" && "url" in line;

const linkText = (link: MailLink) => `${link.text} ${link.url}`;

function textLine(line: MailLine): string {
  if (typeof line === "string") return line;
  if (isLink(line)) return linkText(line);
  if ("item" in line) return `- ${typeof line.item === "string" ? line.item : linkText(line.item)}`;
  return `> ${line.quote}`.trimEnd();
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const LINK_STYLE = "color:#0b5cad;text-decoration:underline";

/** An anchor on the link's words, without the colon that introduces the address in the text part. */
const anchor = (link: MailLink) =>
  `<a href="${escapeHtml(link.url)}" style="${LINK_STYLE}">${escapeHtml(link.text.replace(/\s*:\s*$/, ""))}</a>`;

const inlineHtml = (line: string | MailLink) => (typeof line === "string" ? escapeHtml(line) : anchor(line));

type Kind = "line" | "item" | "quote";
const kindOf = (line: MailLine): Kind =>
  typeof line === "object" && "item" in line ? "item" : typeof line === "object" && "quote" in line ? "quote" : "line";

/** A paragraph's lines, each run of one kind as one element: lines with breaks, a list, a quotation. */
function paragraphHtml(lines: MailLine[]): string {
  const runs: { kind: Kind; lines: MailLine[] }[] = [];
  for (const line of lines) {
    const kind = kindOf(line);
    const last = runs.at(-1);
    if (last?.kind === kind) last.lines.push(line);
    else runs.push({ kind, lines: [line] });
  }
  return runs
    .map(({ kind, lines: run }) => {
      if (kind === "item") {
        const items = run.map((line) => `<li>${inlineHtml((line as { item: string | MailLink }).item)}</li>`);
        return `<ul style="margin:0 0 16px;padding-left:20px">${items.join("")}</ul>`;
      }
      if (kind === "quote") {
        const quoted = run.map((line) => escapeHtml((line as { quote: string }).quote)).join("<br>");
        return `<blockquote style="margin:0 0 16px;padding:4px 12px;border-left:4px solid #9ca3af;color:#374151">${quoted}</blockquote>`;
      }
      return `<p style="margin:0 0 16px">${run.map((line) => inlineHtml(line as string | MailLink)).join("<br>")}</p>`;
    })
    .join("\n");
}

/**
 * The mail's two parts from one list of lines: the text part as written, the HTML part a simple
 * page (inline styles, no images, the renter's language on `<html>`) whose paragraphs are the text's.
 */
export function renderMail(subject: string, language: Language, lines: MailLine[]): MailText {
  const paragraphs: MailLine[][] = [[]];
  for (const line of lines) {
    if (line === "") paragraphs.push([]);
    else paragraphs.at(-1)?.push(line);
  }
  const body = paragraphs
    .filter((paragraph) => paragraph.length > 0)
    .map(paragraphHtml)
    .join("\n");
  const html = [
    "<!doctype html>",
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#ffffff">',
    '<div style="max-width:600px;margin:0 auto;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111827">',
    body,
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");
  return { subject, text: lines.map(textLine).join("\n"), html };
}
