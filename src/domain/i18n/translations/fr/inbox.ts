import type { Translations } from "../../translate";

/**
 * My Bookings and the company's inbox: booking cards, the inbox's tabs, the renter's details, the
 * Approve / Decline dialog and the toasts of a decision.
 */
export const inbox: Translations = {
  // Booking cards
  "Your own bookings": "Vos propres réservations",
  "No photo of the {{name}}": "Pas de photo du {{name}}",
  "Booking #{{id}}": "Réservation n°\u00a0{{id}}",
  "Request {{reference}}": "Demande {{reference}}",
  From: "Du",
  To: "Au",
  "Total price": "Prix total",
  "Booked by": "Réservé par",
  "Reply on WhatsApp": "Répondre sur WhatsApp",
  "You don't have any bookings yet.": "Vous n'avez encore aucune réservation.",
  "Payment: {{status}}": "Paiement : {{status}}",
  // Payment statuses (src/domain/requests/status.ts); the request statuses are in requests.ts
  Paid: "Payé",
  Refunded: "Remboursé",
  // The inbox
  "Vehicle Bookings": "Réservations de vos véhicules",
  "Requests for your company's vehicles, newest first.":
    "Les demandes pour les véhicules de votre entreprise, les plus récentes d'abord.",
  "{{count}} pending requests_one": "{{count}} demande en attente",
  "{{count}} pending requests_other": "{{count}} demandes en attente",
  "Show bookings": "Afficher les réservations",
  Upcoming: "À venir",
  Past: "Passées",
  "Declined / cancelled / expired": "Refusées / annulées / expirées",
  "No bookings found": "Aucune réservation trouvée",
  bookings: "réservations",
  "Failed to fetch bookings": "Impossible de charger les réservations",
  New: "Nouvelle",
  "Received {{time}}": "Reçue le {{time}}",
  "Answer by {{time}}": "Répondre avant le {{time}}",
  "Decided {{time}}": "Décidée le {{time}}",
  "Declined automatically when you approved {{request}} for these days.":
    "Refusée automatiquement quand vous avez accepté {{request}} pour ces jours.",
  "Your message:": "Votre message :",
  // The renter's details
  "Renter's details": "Informations du locataire",
  "Dominica temporary driving permit": "Permis de conduire temporaire de la Dominique",
  Needed: "Nécessaire",
  "Not needed": "Pas nécessaire",
  "Insurance cover": "Assurance",
  "Wanted: tell the renter what it covers and its price": "Souhaitée : dites au client ce qu'elle couvre et son prix",
  "Not wanted": "Non souhaitée",
  "Places to visit": "Lieux à visiter",
  "Not provided": "Non renseigné",
  "Renter's language": "Langue du locataire",
  // Approve / Decline
  Approve: "Accepter",
  Decline: "Refuser",
  "Approve this request?": "Accepter cette demande ?",
  "Decline this request?": "Refuser cette demande ?",
  "{{request}}: {{renter}}, {{vehicle}}, {{from}} to {{to}}":
    "{{request}} : {{renter}}, {{vehicle}}, du {{from}} au {{to}}",
  "Approving also declines the waiting requests for this vehicle that share these days: {{references}}. Each renter is told by email, with your other vehicles free on those dates.":
    "Accepter refuse aussi les demandes en attente pour ce véhicule sur ces jours : {{references}}. Chaque locataire en est informé par e-mail, avec vos autres véhicules libres à ces dates.",
  "Message to the renter (optional)": "Message au locataire (facultatif)",
  "Sent with your decision by email and shown on the request's page.":
    "Envoyé avec votre décision par e-mail et affiché sur la page de la demande.",
  "e.g. We will meet you at the airport arrivals hall.":
    "p. ex. Nous vous attendrons dans le hall des arrivées de l'aéroport.",
  "e.g. The vehicle is in for repairs on those dates.": "p. ex. Le véhicule est en réparation à ces dates.",
  "Saving...": "Enregistrement...",
  "{{request}} approved.": "{{request}} acceptée.",
  "{{request}} declined.": "{{request}} refusée.",
  "{{request}} approved. Declined as they shared its days: {{references}}.":
    "{{request}} acceptée. Refusées car elles partageaient ses jours : {{references}}.",
  // Toasts
  "Booking status updated successfully": "Statut de la réservation mis à jour",
  "Failed to update booking": "Impossible de mettre à jour la réservation",
  "Details erased after {{count}} days_one": "Informations effacées après {{count}} jour",
  "Details erased after {{count}} days_other": "Informations effacées après {{count}} jours",
};
