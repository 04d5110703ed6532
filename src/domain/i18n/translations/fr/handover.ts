import type { Translations } from "../../translate";

/**
 * The car changing hands (docs/product-rules.md, "Handover"): the company's Today, the handover on
 * its phone with the renter's confirmation, and both records on the inbox and the renter's page.
 */
export const handover: Translations = {
  // Today
  Today: "Aujourd'hui",
  Tomorrow: "Demain",
  Late: "En retard",
  "Pick-ups and returns for today and tomorrow. Times are Dominica time.":
    "Prises en charge et restitutions d'aujourd'hui et de demain. Heures de la Dominique.",
  "No pick-ups or returns today or tomorrow.": "Aucune prise en charge ni restitution aujourd'hui ou demain.",
  "Failed to load today's handovers": "Impossible de charger les remises de véhicules du jour",
  handovers: "remises de véhicules",
  "time not given": "heure non précisée",
  "Renter's details erased": "Coordonnées du locataire effacées",
  Call: "Appeler",
  "Call {{name}}": "Appeler {{name}}",
  "WhatsApp {{name}}": "WhatsApp à {{name}}",
  "{{kind}} recorded {{time}}": "{{kind}} enregistrée le {{time}}",
  "Start pick-up": "Commencer la prise en charge",
  "Start return": "Commencer la restitution",
  "Back to Today": "Retour à Aujourd'hui",
  // The handover
  "Pick-up": "Prise en charge",
  Return: "Restitution",
  "Odometer (km)": "Compteur (km)",
  "Type the odometer in whole km": "Saisissez le compteur en km entiers",
  "Choose the fuel level": "Choisissez le niveau de carburant",
  Empty: "Vide",
  Full: "Plein",
  "New damage or remarks": "Nouveaux dégâts ou remarques",
  "Damage and remarks": "Dégâts et remarques",
  "Photos ({{count}} of {{max}})": "Photos ({{count}} sur {{max}})",
  "Take photos": "Prendre des photos",
  "Preparing photos…": "Préparation des photos…",
  "Photo {{number}}": "Photo {{number}}",
  "Remove photo {{number}}": "Retirer la photo {{number}}",
  "At most {{count}} photos: {{file}} was left out": "{{count}} photos au plus : {{file}} n'a pas été ajoutée",
  "Hand the phone to the renter": "Passez le téléphone au locataire",
  "{{name}}, please check the record above and type your full name to confirm the car's condition at pick-up.":
    "{{name}}, vérifiez l'état ci-dessus et saisissez votre nom complet pour confirmer l'état du véhicule à la prise en charge.",
  "{{name}}, please check the record above and type your full name to confirm the car's condition at return.":
    "{{name}}, vérifiez l'état ci-dessus et saisissez votre nom complet pour confirmer l'état du véhicule à la restitution.",
  "Your full name": "Votre nom complet",
  "Sending… {{percent}}%": "Envoi… {{percent}} %",
  "Confirm pick-up": "Confirmer la prise en charge",
  "Confirm return": "Confirmer la restitution",
  "Pick-up recorded": "Prise en charge enregistrée",
  "Return recorded": "Restitution enregistrée",
  "The booking is completed.": "La réservation est terminée.",
  "The renter can see this record on their booking's page.":
    "Le locataire voit cet état sur la page de sa réservation.",
  "The handover could not be recorded": "La remise du véhicule n'a pas pu être enregistrée",
  // The records
  "Handover records": "États du véhicule",
  "Car picked up": "Véhicule pris en charge",
  Odometer: "Compteur",
  "{{km}} km": "{{km}} km",
  Notes: "Remarques",
  "Confirmed by": "Confirmé par",
  "{{kind}} photo {{number}}": "{{kind}}, photo {{number}}",
  "{{km}} km driven": "{{km}} km parcourus",
  "Fuel as at pick-up": "Carburant comme à la prise en charge",
  "Fuel {{change}}/8 from pick-up": "Carburant {{change}}/8 depuis la prise en charge",
  // The server's answers
  "Image ID": "Identifiant d'image",
  "Kind must be pick-up or return": "Le type doit être prise en charge ou restitution",
  "Odometer must be a whole number of km from 0 to 2,000,000":
    "Le compteur doit être un nombre entier de km entre 0 et 2 000 000",
  "Fuel must be a whole number of eighths from 0 (empty) to 8 (full)":
    "Le carburant doit être un nombre entier de huitièmes, de 0 (vide) à 8 (plein)",
  "Each photo must be an image taken or chosen on this page":
    "Chaque photo doit être une image prise ou choisie sur cette page",
  "Each photo must be at most 700 KB": "Chaque photo doit faire au plus 700 Ko",
  "A handover has at most 12 photos": "Une remise de véhicule compte au plus 12 photos",
  "The time of confirmation must be a date and time with its offset":
    "L'heure de confirmation doit être une date et une heure avec leur décalage",
  "Photos must be a list of images": "Les photos doivent être une liste d'images",
  "Notes must be text": "Les remarques doivent être du texte",
  "A pick-up can be recorded only for a confirmed booking.":
    "Une prise en charge ne s'enregistre que pour une réservation confirmée.",
  "The pick-up can be recorded from the day before the rental starts.":
    "La prise en charge s'enregistre à partir de la veille du début de la location.",
  "The pick-up of this booking is already recorded.": "La prise en charge de cette réservation est déjà enregistrée.",
  "The return can be recorded only after the pick-up.": "La restitution ne s'enregistre qu'après la prise en charge.",
  "The return of this booking is already recorded.": "La restitution de cette réservation est déjà enregistrée.",
  "The odometer cannot read less than at pick-up ({{km}} km).":
    "Le compteur ne peut pas indiquer moins qu'à la prise en charge ({{km}} km).",
  "The name must be the renter's as on the booking": "Le nom doit être celui du locataire, comme sur la réservation",
  "The renter types their full name to confirm": "Le locataire saisit son nom complet pour confirmer",
  "This booking no longer has its renter's name: the handover cannot be confirmed.":
    "Cette réservation n'a plus le nom de son locataire : la remise ne peut pas être confirmée.",
  // A handover kept on the phone without a signal
  "Waiting for signal": "En attente de réseau",
  "Not sent": "Non envoyée",
  "{{kind}} kept on this phone: it is sent when the signal returns.":
    "{{kind}} conservée sur ce téléphone : elle sera envoyée au retour du réseau.",
  "{{kind}} from this phone not recorded: {{reason}}": "{{kind}} de ce téléphone non enregistrée : {{reason}}",
  "The handover was sent": "La remise du véhicule a été envoyée",
  "The handover was not sent": "La remise du véhicule n'a pas été envoyée",
  "Arrives: {{arrival}}": "Arrivée : {{arrival}}",
};
