import type { Translations } from "../../translate";

/**
 * A company changing its currency (src/domain/currency-change.ts): the profile's Currency card, its
 * list of the amounts the change affects, its choice, messages and toasts.
 */
export const currency: Translations = {
  "Your prices and fees are in {{currency}}.": "Vos prix et vos frais sont en {{currency}}.",
  "Visitors may read them converted at EC$2.70 to US$1.":
    "Les visiteurs peuvent les lire convertis à 2,70 EC$ pour 1 US$.",
  "Change to {{currency}}": "Passer en {{currency}}",
  "Confirm the change to {{currency}}": "Confirmer le passage en {{currency}}",
  "Failed to load your amounts": "Impossible de charger vos montants",
  "your amounts": "vos montants",
  "You have no prices or fees above 0 yet: nothing to convert.":
    "Vous n'avez encore aucun prix ni frais au-dessus de 0 : rien à convertir.",
  "Every amount this change affects:": "Tous les montants que ce changement concerne :",
  Amount: "Montant",
  Now: "Actuel",
  Converted: "Converti",
  "Driver terms": "Conditions conducteurs",
  Fee: "Frais",
  "After-hours fee": "Frais hors horaires",
  Price: "Prix",
  "Young-driver fee per day": "Frais jeune conducteur par jour",
  "Permit fee": "Frais de permis",
  "What becomes of these amounts?": "Que deviennent ces montants ?",
  "Convert them at EC$2.70 to US$1": "Les convertir à 2,70 EC$ pour 1 US$",
  "Keep the numbers as they are": "Garder les mêmes nombres",
  "{{before}} becomes {{after}}": "{{before}} devient {{after}}",
  "Requests already sent keep their price and currency.":
    "Les demandes déjà envoyées gardent leur prix et leur devise.",
  "Choose whether to convert your amounts at EC$2.70 to US$1 or keep the numbers":
    "Choisissez de convertir vos montants à 2,70 EC$ pour 1 US$ ou de garder les mêmes nombres",
  "Some amounts would be above 1,000,000 once converted: lower them, or keep the numbers":
    "Certains montants dépasseraient 1 000 000 une fois convertis : baissez-les, ou gardez les mêmes nombres",
  "Currency changed": "Devise changée",
  "Your amounts were converted at EC$2.70 to US$1.": "Vos montants ont été convertis à 2,70 EC$ pour 1 US$.",
  "Your amounts kept their numbers.": "Vos montants ont gardé leurs nombres.",
  "Failed to change the currency": "Impossible de changer la devise",
};
