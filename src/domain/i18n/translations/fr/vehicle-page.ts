import type { Translations } from "../../translate";

/** A vehicle's own page: its head, gallery, facts, calendar, share button and similar vehicles. */
export const vehiclePage: Translations = {
  // Head (shared links, search results)
  "{{vehicle}} for rent in Dominica": "{{vehicle}} à louer à la Dominique",
  "{{price}} a day": "{{price}} par jour",
  "From {{company}} in {{place}}, Dominica.": "Chez {{company}} à {{place}}, Dominique.",
  "From {{company}} in Dominica.": "Chez {{company}}, Dominique.",
  "Book by WhatsApp.": "Réservez par WhatsApp.",
  "Vehicle Not Found in Dominica": "Véhicule introuvable à la Dominique",
  // The page
  "Vehicle not found": "Véhicule introuvable",
  "This vehicle is not listed any more, or the link is wrong.":
    "Ce véhicule n’est plus proposé, ou le lien est erroné.",
  "See all vehicles": "Voir tous les véhicules",
  "All vehicles": "Tous les véhicules",
  "Pick your dates on the calendar to see the total.": "Choisissez vos dates dans le calendrier pour voir le total.",
  Specifications: "Caractéristiques",
  Prices: "Tarifs",
  // Gallery
  "Photos of {{vehicle}}": "Photos du véhicule {{vehicle}}",
  "Full screen": "Plein écran",
  "Use the arrow keys to see the other photos.": "Utilisez les flèches du clavier pour voir les autres photos.",
  carousel: "carrousel",
  "Photo {{number}} of {{count}}": "Photo {{number}} sur {{count}}",
  "{{vehicle}}, photo {{number}} of {{count}}": "{{vehicle}}, photo {{number}} sur {{count}}",
  "Previous photo": "Photo précédente",
  "Next photo": "Photo suivante",
  "Show photo {{number}}": "Afficher la photo {{number}}",
  // Calendar
  Availability: "Disponibilités",
  "Pick your first and last day on the calendar.": "Choisissez votre premier et votre dernier jour dans le calendrier.",
  // Share
  Share: "Partager",
  "Copy link": "Copier le lien",
  Copied: "Copié",
  "Link copied": "Lien copié",
  "Paste it in a chat to show this vehicle.": "Collez-le dans une discussion pour montrer ce véhicule.",
  // Similar vehicles
  "Other {{type}} vehicles free on your dates": "Autres véhicules de type {{type}} libres à vos dates",
  "Other {{type}} vehicles": "Autres véhicules de type {{type}}",
  "No other vehicle of this type is free on your dates.": "Aucun autre véhicule de ce type n’est libre à vos dates.",
  "No other vehicle of this type is listed.": "Aucun autre véhicule de ce type n’est proposé.",
};
