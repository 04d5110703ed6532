import type { Translations } from "../../translate";

/** The header strip, the option labels every screen shows (`t(optionLabel(value))`) and shared states. */
export const common: Translations = {
  // Every toast's title
  Success: "Succès",
  Error: "Erreur",
  // Buttons and states every screen shares (dialogs' close buttons, the admin and company screens)
  Close: "Fermer",
  Yes: "Oui",
  No: "Non",
  Save: "Enregistrer",
  Edit: "Modifier",
  Delete: "Supprimer",
  Archive: "Archiver",
  Unarchive: "Désarchiver",
  Restore: "Restaurer",
  Active: "Actif",
  Archived: "Archivé",
  "Deleting...": "Suppression…",
  Upload: "Importer",
  Change: "Changer",
  // Header strip
  Currency: "Devise",
  "Prices in": "Prix en",
  Language: "Langue",
  // Vehicle types
  Sedan: "Berline",
  SUV: "SUV",
  Van: "Minibus",
  Luxury: "Luxe",
  Hatchback: "Citadine",
  Pickup: "Pick-up",
  Bike: "Moto",
  Scooter: "Scooter",
  // Fuel and transmission
  Petrol: "Essence",
  Diesel: "Diesel",
  Electric: "Électrique",
  Manual: "Manuelle",
  Automatic: "Automatique",
  // Places
  Roseau: "Roseau",
  Portsmouth: "Portsmouth",
  Marigot: "Marigot",
  "Douglas-Charles Airport": "Aéroport Douglas-Charles",
  "{{place}} at {{time}}": "{{place}} à {{time}}",
  "Canefield Airport": "Aéroport de Canefield",
  // Payment methods
  Cash: "Espèces",
  "Bank Transfer": "Virement bancaire",
  "Credit Card": "Carte de crédit",
  "Debit Card": "Carte de débit",
  PayPal: "PayPal",
  // Any text field's refusals (src/domain/text-fields.ts)
  "Write this on one line": "Écrivez ce texte sur une seule ligne",
  "Remove the invisible text-direction characters": "Retirez les caractères invisibles de sens d'écriture",
};
