import type { Translations } from "../../options";

/** What the server writes into pages' heads: the landing page's description for link previews. */
export const pages: Translations = {
  "Rent a car from {{name}} in {{place}}, Dominica.": "Louez une voiture chez {{name}} à {{place}}, Dominique.",
  "Rent a car from {{name}} in Dominica.": "Louez une voiture chez {{name}} en Dominique.",
  "{{number}} vehicles from {{price}}/day.": "Véhicules disponibles : {{number}}, dès {{price}}/jour.",
  "Book by WhatsApp at {{phone}}.": "Réservez par WhatsApp au {{phone}}.",
};
