import type { Translations } from "../../translate";

/** Check-in before arrival (docs/product-rules.md, "Check-in"): the renter's three parts and the company's view. */
export const checkIn: Translations = {
  // The renter's status page
  "Check-in before you arrive": "Enregistrement avant votre arrivée",
  "Save time at the desk: tell the company how you arrive, show your license and sign the agreement now.":
    "Gagnez du temps au comptoir : dites au loueur comment vous arrivez, montrez votre permis et signez le contrat dès maintenant.",
  "Your arrival is saved. Add your license and sign the agreement.":
    "Votre arrivée est enregistrée. Ajoutez votre permis et signez le contrat.",
  "Your license is saved. Sign the agreement to finish.":
    "Votre permis est enregistré. Signez le contrat pour terminer.",
  "Check-in done: you signed the agreement.": "Enregistrement terminé : vous avez signé le contrat.",
  "The check-in could not be loaded. Check your connection and reload the page.":
    "L'enregistrement n'a pas pu être chargé. Vérifiez votre connexion et rechargez la page.",
  "your check-in": "votre enregistrement",
  "How you arrive": "Votre arrivée",
  Arriving: "Arrivée",
  "By plane": "En avion",
  "By ferry": "En ferry",
  "I am already on the island": "Je suis déjà sur l'île",
  "Flight number": "Numéro de vol",
  "Ferry number": "Numéro du ferry",
  "Arrival day and time (Dominica time)": "Jour et heure d'arrivée (heure de la Dominique)",
  "Arriving at": "Arrivée à",
  "Roseau ferry terminal": "Terminal des ferries de Roseau",
  "Save arrival": "Enregistrer l'arrivée",
  "Your arrival is saved.": "Votre arrivée est enregistrée.",
  "Your driving license": "Votre permis de conduire",
  "Front of the license": "Recto du permis",
  "Back of the license": "Verso du permis",
  "Photo received": "Photo reçue",
  "No photo yet": "Pas encore de photo",
  "Sending the photo...": "Envoi de la photo...",
  "Photo received.": "Photo reçue.",
  "The photo could not be sent. Please try again.": "La photo n'a pas pu être envoyée. Veuillez réessayer.",
  "For the Dominica temporary driving permit": "Pour le permis de conduire temporaire de la Dominique",
  "Saved: license ending {{end}}, {{country}}, valid until {{expiry}}. Type them again to change them.":
    "Enregistré : permis se terminant par {{end}}, {{country}}, valable jusqu'au {{expiry}}. Saisissez-les à nouveau pour les modifier.",
  "License number": "Numéro de permis",
  "Issuing country": "Pays de délivrance",
  "License expiry date": "Date d'expiration du permis",
  "Save license details": "Enregistrer le permis",
  "Your license details are saved.": "Les informations de votre permis sont enregistrées.",
  "Rental agreement": "Contrat de location",
  "Signed by {{name}} on {{time}} (Dominica time).": "Signé par {{name}} le {{time}} (heure de la Dominique).",
  "Download the agreement (PDF)": "Télécharger le contrat (PDF)",
  "Type your full name to sign": "Tapez votre nom complet pour signer",
  "As on the booking. Signing keeps this agreement as a PDF for you and the company.":
    "Comme sur la réservation. La signature conserve ce contrat en PDF pour vous et le loueur.",
  "Signing...": "Signature...",
  "Sign the agreement": "Signer le contrat",
  "You signed the rental agreement.": "Vous avez signé le contrat de location.",
  "The check-in could not be saved. Please try again.":
    "L'enregistrement n'a pas pu être sauvegardé. Veuillez réessayer.",
  // Refusals and validation messages
  "Check-in is open for a confirmed booking until its pick-up time":
    "L'enregistrement est ouvert pour une réservation confirmée jusqu'à l'heure de prise en charge",
  "The arrival must be on or before the pick-up day":
    "L'arrivée doit avoir lieu au plus tard le jour de la prise en charge",
  "The arrival must be at most a year before the pick-up":
    "L'arrivée doit avoir lieu au plus un an avant la prise en charge",
  "The license must be valid until the last day of the rental":
    "Le permis doit être valable jusqu'au dernier jour de la location",
  "Type your full name as it is on the booking": "Tapez votre nom complet tel qu'il figure sur la réservation",
  "Give your license details before signing the agreement":
    "Donnez les informations de votre permis avant de signer le contrat",
  "The agreement is already signed": "Le contrat est déjà signé",
  "Give at least one part of the check-in": "Donnez au moins une partie de l'enregistrement",
  "Choose how you arrive": "Choisissez comment vous arrivez",
  "Give the flight or ferry number: 2 to 12 letters, digits or spaces":
    "Donnez le numéro du vol ou du ferry : 2 à 12 lettres, chiffres ou espaces",
  "Give the arrival day and time": "Donnez le jour et l'heure d'arrivée",
  "Choose where you arrive": "Choisissez le lieu d'arrivée",
  "License number: 3 to 20 letters, digits, spaces or dashes":
    "Numéro de permis : 3 à 20 lettres, chiffres, espaces ou tirets",
  "Give the country that issued the license": "Donnez le pays qui a délivré le permis",
  "Give the license's expiry date": "Donnez la date d'expiration du permis",
  "Choose a photo of the license": "Choisissez une photo du permis",
  "Too many photos in a minute: wait a moment and send it again":
    "Trop de photos en une minute : patientez un instant et renvoyez-la",
  "Side must be front or back": "Le côté doit être front ou back",
  "Booking ID": "Numéro de réservation",
  // The company's inbox
  "Check-in": "Enregistrement",
  "Check-in not started": "Enregistrement non commencé",
  "Arrival given": "Arrivée indiquée",
  "License given": "Permis fourni",
  "Agreement signed": "Contrat signé",
  Arrival: "Arrivée",
  Flight: "Vol",
  Ferry: "Ferry",
  "Already on the island": "Déjà sur l'île",
  "For the permit": "Pour le permis temporaire",
  "License {{number}}, {{country}}, valid until {{expiry}}; born {{birth}}":
    "Permis {{number}}, {{country}}, valable jusqu'au {{expiry}} ; né(e) le {{birth}}",
  "License photo, front": "Photo du permis, recto",
  "License photo, back": "Photo du permis, verso",
  "Signed agreement (PDF), {{time}}": "Contrat signé (PDF), {{time}}",
  // My Bookings: the renter's account checks in
  "Check in": "S'enregistrer",
  "See my check-in": "Voir mon enregistrement",
};
