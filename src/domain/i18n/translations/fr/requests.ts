import type { Translations } from "../../translate";

/** A visitor's recorded booking request: the Book Now dialog's outcome and the status page. */
export const requests: Translations = {
  // The Book Now dialog once the request is sent
  "Recording your request…": "Enregistrement de votre demande…",
  "Request {{reference}} recorded": "Demande {{reference}} enregistrée",
  "Now send it to {{company}} on WhatsApp: the message holds your reference and the link to follow your request.":
    "Envoyez-la maintenant à {{company}} sur WhatsApp : le message contient votre référence et le lien pour suivre votre demande.",
  "Open WhatsApp": "Ouvrir WhatsApp",
  "Open WhatsApp anyway": "Ouvrir WhatsApp quand même",
  "{{company}} has until {{time}} (Dominica time) to answer. Without an answer by then, the request expires.":
    "{{company}} a jusqu'au {{time}} (heure de la Dominique) pour répondre. Sans réponse d'ici là, la demande expire.",
  "A receipt is on its way to {{email}}.": "Un récapitulatif vous est envoyé à {{email}}.",
  "Follow your request": "Suivre votre demande",
  "Keep your requests in one place": "Gardez vos demandes au même endroit",
  "with a free account.": "avec un compte gratuit.",
  Done: "Terminé",
  "Your request could not be recorded just now. You can still send it to the company on WhatsApp.":
    "Votre demande n'a pas pu être enregistrée pour le moment. Vous pouvez tout de même l'envoyer à l'entreprise sur WhatsApp.",
  "Some details need another look: see the messages beside the fields.":
    "Certains renseignements sont à revoir : voyez les messages à côté des champs.",
  "You already have a request waiting for this vehicle. Follow it with the link you received, or wait for the company's answer.":
    "Vous avez déjà une demande en attente pour ce véhicule. Suivez-la avec le lien reçu, ou attendez la réponse de l'entreprise.",
  "Too many booking requests from this connection": "Trop de demandes de réservation depuis cette connexion",
  "Too many booking requests from this account": "Trop de demandes de réservation depuis ce compte",
  "Enter the phone number with its country code, e.g. +1 767 448 2211":
    "Indiquez le numéro avec son indicatif pays, par ex. +1 767 448 2211",
  "This request could not be sent. Please try again.": "Cette demande n'a pas pu être envoyée. Veuillez réessayer.",

  // The status page
  "Booking request {{reference}}": "Demande de réservation {{reference}}",
  "Booking request": "Demande de réservation",
  "Your request for the {{vehicle}}": "Votre demande pour le véhicule {{vehicle}}",
  Pending: "En attente",
  Confirmed: "Confirmée",
  Declined: "Refusée",
  Expired: "Expirée",
  Cancelled: "Annulée",
  Completed: "Terminée",
  Sent: "Envoyée",
  "Seen by the company": "Vue par l'entreprise",
  "Waiting for {{company}} to answer. They have until {{time}} (Dominica time).":
    "En attente de la réponse de {{company}}, qui a jusqu'au {{time}} (heure de la Dominique).",
  "{{company}} confirmed your booking. See you in Dominica!":
    "{{company}} a confirmé votre réservation. À bientôt en Dominique !",
  "{{company}} declined this request.": "{{company}} a refusé cette demande.",
  "{{company}} did not answer in time, so this request expired.":
    "{{company}} n'a pas répondu à temps : cette demande a expiré.",
  "You cancelled this request.": "Vous avez annulé cette demande.",
  "This rental is over. Thank you for renting in Dominica!":
    "Cette location est terminée. Merci d'avoir loué en Dominique !",
  "from {{company}}": "chez {{company}}",
  "WhatsApp {{company}}": "WhatsApp de {{company}}",
  "Call {{phone}}": "Appeler le {{phone}}",
  "Your request": "Votre demande",
  Dates: "Dates",
  "{{start}} to {{end}}": "du {{start}} au {{end}}",
  Reference: "Référence",
  "Message from {{company}}": "Message de {{company}}",
  "What happened so far": "Les étapes de votre demande",
  "Times are Dominica time.": "Heures de la Dominique.",
  "Cancel request": "Annuler la demande",
  "Cancel this request?": "Annuler cette demande ?",
  "Cancelling…": "Annulation…",
  "Keep it": "La garder",
  "{{company}} will be told that you no longer need the {{vehicle}}. This cannot be undone.":
    "{{company}} sera prévenue que vous n'avez plus besoin du véhicule {{vehicle}}. Cette action est définitive.",
  "Your request has been cancelled. The company has been told.":
    "Votre demande a été annulée. L'entreprise a été prévenue.",
  "Your request could not be cancelled. Please try again.":
    "Votre demande n'a pas pu être annulée. Veuillez réessayer.",
  "Your request could not be loaded. Check your connection and reload the page.":
    "Votre demande n'a pas pu être chargée. Vérifiez votre connexion et rechargez la page.",
  "your request": "votre demande",
  "This request link is not valid": "Ce lien de demande n'est pas valide",
  "Check that you copied the whole link from your receipt or your WhatsApp message. A request link opens only its own request.":
    "Vérifiez que vous avez copié le lien en entier depuis votre récapitulatif ou votre message WhatsApp. Un lien de demande n'ouvre que sa propre demande.",
  "Browse vehicles": "Voir les véhicules",
  // After a decline or an expiry (src/client/features/requests/components/send-again.tsx)
  "Still need a vehicle on these dates?": "Toujours besoin d'un véhicule à ces dates ?",
  "Send again": "Envoyer à nouveau",
  "Free on your dates at {{company}}": "Libres à vos dates chez {{company}}",
};
