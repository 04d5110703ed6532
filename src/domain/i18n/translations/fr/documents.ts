import type { Translations } from "../../translate";

/** A company's business documents: its profile's trade licence card and the admin's Documents section. */
export const documents: Translations = {
  "Trade licence": "Licence commerciale",
  "The marketplace checks it before approving your company. Only you and its admins can open it.":
    "La plateforme la vérifie avant d'approuver votre société. Seuls vous et ses administrateurs pouvez l'ouvrir.",
  "Uploaded on {{date}}": "Envoyée le {{date}}",
  "No document uploaded": "Aucun document envoyé",
  "Upload your trade licence": "Envoyer votre licence commerciale",
  "Replace it with another file": "La remplacer par un autre fichier",
  "A PDF or a photo (JPEG, PNG or WebP), at most 5 MB.": "Un PDF ou une photo (JPEG, PNG ou WebP), 5 Mo au maximum.",
  "Uploading the document...": "Envoi du document...",
  "Trade licence uploaded": "Licence commerciale envoyée",
  "Failed to upload the trade licence": "Impossible d'envoyer la licence commerciale",
  Documents: "Documents",
  documents: "documents",
  // The server's refusals
  "Choose a PDF, JPEG, PNG or WebP file": "Choisissez un fichier PDF, JPEG, PNG ou WebP",
  "The file must be a PDF, JPEG, PNG or WebP": "Le fichier doit être un PDF, un JPEG, un PNG ou un WebP",
  "The document must be at most 5MB": "Le document doit faire 5 Mo au maximum",
  "The document must be a base64 data URL": "Le document doit être une URL de données en base64",
  "Too many documents in a minute: wait a moment and send it again":
    "Trop de documents en une minute : patientez un instant puis renvoyez-le",
};
