import type { Translations } from "../../translate";

/** Reviews: the mailed link's page, the lists on the landing and vehicle pages, the server's refusals. */
export const reviews: Translations = {
  "{{rating}} ({{count}} reviews)_one": "{{rating}} ({{count}} avis)",
  "{{rating}} ({{count}} reviews)_other": "{{rating}} ({{count}} avis)",
  "A visitor": "Un visiteur",
  "{{count}} stars of 5_one": "{{count}} étoile sur 5",
  "{{count}} stars of 5_other": "{{count}} étoiles sur 5",
  "This review link has expired": "Ce lien d'avis a expiré",
  "This review link is not valid any more": "Ce lien d'avis n'est plus valable",
  "Reviews are written within 14 days of the rental.": "Les avis se donnent dans les 14 jours suivant la location.",
  "It was used already, or it never existed. Each rental is reviewed once.":
    "Il a déjà servi, ou n'a jamais existé. Chaque location reçoit un seul avis.",
  "Thank you for your review": "Merci pour votre avis",
  "It is published once {{company}} has noted the rental too, or on {{date}} at the latest.":
    "Il sera publié quand {{company}} aura aussi noté la location, ou le {{date}} au plus tard.",
  "Choose 1 to 5 stars": "Choisissez de 1 à 5 étoiles",
  "How was your rental with {{company}}?": "Comment s'est passée votre location chez {{company}} ?",
  "Overall rating": "Note globale",
  "The car's condition": "État du véhicule",
  Cleanliness: "Propreté",
  Communication: "Communication",
  "Your comment (optional)": "Votre commentaire (facultatif)",
  "{{used}} of {{max}} characters. Links are shown as plain text.":
    "{{used}} caractères sur {{max}}. Les liens s'affichent comme du texte simple.",
  "Sending...": "Envoi…",
  "Send my review": "Envoyer mon avis",
  "Your review of {{company}}": "Votre avis sur {{company}}",
  "Thank you: your review is kept": "Merci : votre avis est enregistré",
  "Your review could not be sent. Please try again.": "Votre avis n'a pas pu être envoyé. Veuillez réessayer.",
  "This review link could not be opened. Check your connection and reload the page.":
    "Ce lien d'avis n'a pas pu s'ouvrir. Vérifiez votre connexion et rechargez la page.",
  "your review": "votre avis",
  Reviews: "Avis",
  "Reviews could not be loaded.": "Les avis n'ont pas pu être chargés.",
  reviews: "les avis",
  "No reviews yet: reviews come only from completed rentals.":
    "Pas encore d'avis : les avis viennent uniquement de locations terminées.",
  "Review pages": "Pages d'avis",
  "Newer reviews": "Avis plus récents",
  "Older reviews": "Avis plus anciens",
  "Page {{page}} of {{pages}}": "Page {{page}} sur {{pages}}",
  "Rented in {{month}}": "Loué en {{month}}",
  "Answer from {{company}}": "Réponse de {{company}}",
  "This review link is not valid any more: it was used, or never existed":
    "Ce lien d'avis n'est plus valable : il a déjà servi, ou n'a jamais existé",
  "This review link has expired: reviews are written within 14 days":
    "Ce lien d'avis a expiré : les avis se donnent dans les 14 jours",
  "This review link is not valid": "Ce lien d'avis n'est pas valable",
  "Too many reviews from this address": "Trop d'avis depuis cette adresse",
  "Too many review links opened from this address": "Trop de liens d'avis ouverts depuis cette adresse",
  "Private note on this rental": "Note privée sur cette location",
  "Only your company sees it. Writing it publishes the renter's review, if they wrote one.":
    "Seule votre société la voit. L'écrire publie l'avis du client, s'il en a donné un.",
  "Failed to load the note": "Impossible de charger la note",
  "the note": "la note",
  Note: "Note",
  "Save note": "Enregistrer la note",
  "Note saved. Only your company sees it.": "Note enregistrée. Seule votre société la voit.",
  "Failed to save the note": "Impossible d'enregistrer la note",
  "No published reviews yet. Renters are invited when a rental is completed.":
    "Pas encore d'avis publié. Les clients sont invités quand une location est terminée.",
  "Hidden by an admin": "Masqué par un administrateur",
  "Your answer:": "Votre réponse :",
  "Answer once, publicly": "Répondre une fois, publiquement",
  "Publish answer": "Publier la réponse",
  "Answer published beneath the review": "Réponse publiée sous l'avis",
  "Failed to publish the answer": "Impossible de publier la réponse",
};
