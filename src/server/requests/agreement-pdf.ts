import PDFDocument from "pdfkit";
import type { Language } from "../../domain/i18n/languages";
import { formatDominicaTime } from "../../domain/requests/mails";

const SIGNATURE_WORDS: Record<Language, { heading: string; name: string; at: string; address: string }> = {
  en: {
    heading: "Signature",
    name: "Signed by typing the full name:",
    at: "On (Dominica time):",
    address: "From the address:",
  },
  fr: {
    heading: "Signature",
    name: "Signé en tapant le nom complet :",
    at: "Le (heure de la Dominique) :",
    address: "Depuis l'adresse :",
  },
};

export interface SignedAgreement {
  title: string;
  text: string;
  language: Language;
  signedName: string;
  signedAt: Date;
  signedIp: string;
}

/**
 * The signed agreement as an A4 PDF (docs/product-rules.md, "Check-in"): its text as the renter read
 * it, then who signed, when and from where. Made once, when signed, and kept; the standard Helvetica
 * needs no font file and writes French's accents.
 */
export function agreementPdf(agreement: SignedAgreement): Promise<Buffer> {
  const words = SIGNATURE_WORDS[agreement.language];
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: agreement.title, Author: "Dominica Car Rental" },
    lang: agreement.language,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("Helvetica-Bold").fontSize(18).text(agreement.title);
  doc.moveDown();
  doc.font("Helvetica").fontSize(11);
  for (const line of agreement.text.split("\n")) {
    if (line === "") doc.moveDown(0.5);
    else doc.text(line, { paragraphGap: 2 });
  }
  doc.moveDown();
  doc.font("Helvetica-Bold").fontSize(13).text(words.heading);
  doc.font("Helvetica").fontSize(11);
  doc.text(`${words.name} ${agreement.signedName}`);
  doc.text(`${words.at} ${formatDominicaTime(agreement.signedAt, agreement.language)}`);
  doc.text(`${words.address} ${agreement.signedIp}`);
  doc.end();
  return done;
}
