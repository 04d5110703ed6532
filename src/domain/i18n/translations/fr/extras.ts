import type { Translations } from "../../translate";

/**
 * A company's extras (src/domain/rental-extras.ts): the profile's Extras card and its messages, the
 * booking form's choice of them and their lines in the price.
 */
export const extras: Translations = {
  // The kinds
  "Child seat": "Siège enfant",
  "Booster seat": "Rehausseur",
  "Second driver": "Deuxième conducteur",
  "Phone holder": "Support de téléphone",
  Cooler: "Glacière",
  "Roof rack": "Galerie de toit",
  "Extra cover": "Assurance complémentaire",
  "Other (name it)": "Autre (à nommer)",
  // The profile's card
  Extras: "Suppléments",
  "What you rent beside your vehicles. Each goes with all your vehicles unless you untick some.":
    "Ce que vous louez en plus de vos véhicules. Chacun est proposé avec tous vos véhicules, sauf ceux que vous décochez.",
  "You offer no extras yet.": "Vous ne proposez encore aucun supplément.",
  "Add an extra": "Ajouter un supplément",
  "Save Extras": "Enregistrer les suppléments",
  "Extra {{number}}": "Supplément {{number}}",
  Kind: "Type",
  "Name of the extra": "Nom du supplément",
  Priced: "Tarif",
  "Per day": "Par jour",
  "Per rental": "Par location",
  "Price ({{currency}})": "Prix ({{currency}})",
  "Cap per rental ({{currency}}, optional)": "Plafond par location ({{currency}}, facultatif)",
  "The most one costs a rental, however many days.":
    "Le plus qu'en coûte un exemplaire pour une location, quel que soit le nombre de jours.",
  "Most per rental": "Maximum par location",
  "How many a renter may take, e.g. 3 child seats.": "Combien un client peut en prendre, par ex. 3 sièges enfant.",
  "Goes with": "Proposé avec",
  "Remove this extra": "Retirer ce supplément",
  "Extras saved": "Suppléments enregistrés",
  "Failed to save extras": "Impossible d'enregistrer les suppléments",
  "Failed to load extras": "Impossible de charger les suppléments",
  extras: "suppléments",
  // The card's messages
  "Choose the kind of extra": "Choisissez le type de supplément",
  "Name your extra": "Nommez votre supplément",
  "Extra name": "Nom du supplément",
  "Choose whether the extra is priced per day or per rental":
    "Indiquez si le supplément est facturé par jour ou par location",
  "An extra's price must be a number from 0 to 1,000,000":
    "Le prix d'un supplément doit être un nombre de 0 à 1 000 000",
  "A cap must be a number from 0 to 1,000,000": "Un plafond doit être un nombre de 0 à 1 000 000",
  "Only an extra priced per day can have a cap": "Seul un supplément facturé par jour peut avoir un plafond",
  "The cap must be more than the price of one day": "Le plafond doit dépasser le prix d'une journée",
  "The most a rental may take must be a whole number from 1 to 10":
    "Le maximum par location doit être un nombre entier de 1 à 10",
  "A company may offer at most 20 extras": "Une société peut proposer 20 suppléments au plus",
  "This extra is listed twice": "Ce supplément figure deux fois",
  "Choose the vehicles among the company's own": "Choisissez parmi les véhicules de la société",
  "This extra is not one of the company's": "Ce supplément n'appartient pas à la société",
  // The booking form
  "{{price}} a rental": "{{price}} par location",
  "{{price}} a day, at most {{cap}} a rental": "{{price}} par jour, {{cap}} au plus par location",
  "How many: {{extra}}": "Combien : {{extra}}",
  "Extras must be written as id or id:quantity, separated by commas, e.g. 3:2,7":
    "Les suppléments s'écrivent id ou id:quantité, séparés par des virgules, par ex. 3:2,7",
  "Choose at most 20 extras": "Choisissez 20 suppléments au plus",
  "Choose each extra once": "Choisissez chaque supplément une seule fois",
  "An extra you chose is not one this company offers": "Un supplément choisi n'est pas proposé par cette société",
  "An extra you chose is not offered with this vehicle": "Un supplément choisi n'est pas proposé avec ce véhicule",
  "You chose more of an extra than a rental may take":
    "Vous avez choisi plus d'exemplaires d'un supplément qu'une location n'en permet",
  // An extra's line in the price
  "{{name}} × {{quantity}}": "{{name}} × {{quantity}}",
  "{{extra}}, {{count}} days at {{price}} a day_one": "{{extra}}, {{count}} jour à {{price}} par jour",
  "{{extra}}, {{count}} days at {{price}} a day_other": "{{extra}}, {{count}} jours à {{price}} par jour",
  "{{extra}} at {{price}} a rental": "{{extra}} à {{price}} par location",
  "{{line}}, capped at {{cap}}": "{{line}}, plafonné à {{cap}}",
  "{{line}}, capped at {{cap}} each": "{{line}}, plafonné à {{cap}} chacun",
};
