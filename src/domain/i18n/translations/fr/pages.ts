import type { Translations } from "../../translate";

/** What the server writes into pages' heads: titles and descriptions for link previews and search results. */
export const pages: Translations = {
  "Rent a car from {{name}} in {{place}}, Dominica.": "Louez une voiture chez {{name}} à {{place}}, Dominique.",
  "Rent a car from {{name}} in Dominica.": "Louez une voiture chez {{name}} en Dominique.",
  "{{number}} vehicles from {{price}}/day.": "Véhicules disponibles : {{number}}, dès {{price}}/jour.",
  "Book by WhatsApp at {{phone}}.": "Réservez par WhatsApp au {{phone}}.",
  // Home, Vehicles and Companies
  "Dominica Car Rental — rent a car from local companies":
    "Dominica Car Rental — louez une voiture auprès des loueurs locaux",
  "Compare rental cars, SUVs and 4x4s from trusted local companies across Dominica and book by WhatsApp.":
    "Comparez les voitures, SUV et 4x4 des loueurs de confiance de toute la Dominique et réservez par WhatsApp.",
  "{{count}} cars, SUVs and 4x4s from local companies across Dominica, with their prices and free days. Book by WhatsApp._one":
    "{{count}} véhicule d'un loueur local de la Dominique, avec ses prix et ses jours libres. Réservation par WhatsApp.",
  "{{count}} cars, SUVs and 4x4s from local companies across Dominica, with their prices and free days. Book by WhatsApp._other":
    "{{count}} voitures, SUV et 4x4 de loueurs locaux de toute la Dominique, avec leurs prix et leurs jours libres. Réservation par WhatsApp.",
  "{{count}} trusted local rental companies across Dominica: their fleets, contacts and pages._one":
    "{{count}} loueur local de confiance en Dominique : sa flotte, ses contacts et sa page.",
  "{{count}} trusted local rental companies across Dominica: their fleets, contacts and pages._other":
    "{{count}} loueurs locaux de confiance dans toute la Dominique : leurs flottes, leurs contacts et leurs pages.",
  // Titles of the screens without data (src/client/route-table.ts)
  "Company Profile": "Profil du loueur",
};
