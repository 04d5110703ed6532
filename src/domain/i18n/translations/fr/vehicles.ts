import type { Translations } from "../../options";

/** The Vehicles page (filters, results, cards) and the Companies page with its Book a Vehicle dialog. */
export const vehicles: Translations = {
  // Vehicles page
  "Available Vehicles": "Véhicules disponibles",
  "No vehicles found matching your criteria": "Aucun véhicule ne correspond à vos critères",
  "Failed to fetch vehicles": "Impossible de charger les véhicules",
  "Invalid date range": "Période non valide",
  "End date must be after start date": "La date de fin doit être postérieure à la date de début",
  // Filters
  Filters: "Filtres",
  Search: "Recherche",
  "Make or model": "Marque ou modèle",
  "Vehicle Type": "Type de véhicule",
  "All types": "Tous les types",
  Doors: "Portes",
  Seats: "Places",
  Any: "Indifférent",
  "Rental Start Date": "Début de la location",
  "Rental End Date": "Fin de la location",
  "Daily Price: {{min}} – {{max}}": "Prix par jour : {{min}} – {{max}}",
  "Minimum daily price": "Prix par jour minimum",
  "Maximum daily price": "Prix par jour maximum",
  "Deposit: {{min}} – {{max}}": "Caution : {{min}} – {{max}}",
  "Minimum deposit": "Caution minimum",
  "Maximum deposit": "Caution maximum",
  // Results; the plural follows the total (at least two shown whenever the total is two or more)
  "Showing {{shown}} of {{total}} vehicles_one": "{{shown}} véhicule affiché sur {{total}}",
  "Showing {{shown}} of {{total}} vehicles_other": "{{shown}} véhicules affichés sur {{total}}",
  "Loading more vehicles...": "Chargement d'autres véhicules…",
  "Load more vehicles": "Afficher plus de véhicules",
  // Vehicle cards (the landing page's fleet cards too)
  "per day": "par jour",
  "{{count}} seats_one": "{{count}} place",
  "{{count}} seats_other": "{{count}} places",
  Deposit: "Caution",
  Daily: "Par jour",
  Weekly: "Par semaine",
  Monthly: "Par mois",
  "Total for {{count}} days:_one": "Total pour {{count}} jour :",
  "Total for {{count}} days:_other": "Total pour {{count}} jours :",
  // Companies page
  "Our Car Rental Partners": "Nos loueurs partenaires",
  "Trusted local rental companies across Dominica.": "Des loueurs locaux de confiance partout en Dominique.",
  "Failed to load companies": "Impossible de charger les loueurs",
  "No rental companies available at the moment.": "Aucun loueur disponible pour le moment.",
  Featured: "À la une",
  "Not rated yet": "Pas encore noté",
  "{{rating}} out of 5": "{{rating}} sur 5",
  "View Company Page": "Voir la page du loueur",
  // Book a Vehicle dialog (the landing page's empty fleet too)
  "Book a Vehicle": "Réserver un véhicule",
  "Book a Vehicle from {{name}}": "Réserver un véhicule chez {{name}}",
  "Choose the vehicle you would like to rent.": "Choisissez le véhicule que vous souhaitez louer.",
  "Choose another vehicle": "Choisir un autre véhicule",
  "No vehicles available from this company.": "Aucun véhicule disponible chez ce loueur.",
  "{{price}}/day": "{{price}}/jour",
};
