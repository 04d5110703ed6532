import type { Translations } from "../../translate";

/**
 * The Book Now and Check Availability dialogs: their labels, calendar, availability sentence,
 * price summary, validation messages (src/domain/booking-inquiry-schema.ts, booking-period.ts)
 * and the toasts of recording a booking, with the server's answers to it.
 */
export const booking: Translations = {
  // Buttons and dialog headers
  "Book Now": "Réserver",
  "Check Availability": "Vérifier la disponibilité",
  "Check Availability: {{vehicle}}": "Vérifier la disponibilité : {{vehicle}}",
  "Ask {{company}} on WhatsApp whether it is free on your dates.":
    "Demandez à {{company}} sur WhatsApp si le véhicule est libre à vos dates.",
  "Book {{vehicle}}": "Réservation : {{vehicle}}",
  "Fill in your details and send them to {{company}} on WhatsApp. Nothing is charged now.":
    "Renseignez vos informations et envoyez-les à {{company}} sur WhatsApp. Aucun paiement n'est demandé maintenant.",
  Cancel: "Annuler",
  "Send via WhatsApp": "Envoyer par WhatsApp",
  // A request written offline (use-offline-request.ts)
  "You are offline. Your request is kept on this phone and will be sent as soon as the signal returns; you will be told when it has gone.":
    "Vous êtes hors ligne. Votre demande est gardée sur ce téléphone et partira dès le retour du réseau ; vous serez prévenu de son envoi.",
  "Send at the new price": "Envoyer au nouveau prix",
  "Your booking request was sent": "Votre demande de réservation est partie",
  "Your booking request was not sent": "Votre demande de réservation n'est pas partie",
  "The price for these dates has changed since you wrote this request. Check the new total and send it again.":
    "Le prix pour ces dates a changé depuis que vous avez écrit cette demande. Vérifiez le nouveau total et envoyez-la de nouveau.",
  // Booking form: sections and fields
  "Personal Details": "Informations personnelles",
  "Unavailable for these dates": "Indisponible à ces dates",
  "Pick other dates on the calendar below.": "Choisissez d'autres dates sur le calendrier ci-dessous.",
  "No free day in the coming months: this vehicle cannot be booked for now.":
    "Aucun jour libre dans les mois à venir : ce véhicule ne peut pas être réservé pour l'instant.",
  "Filled in from your last request on this device.": "Rempli d'après votre dernière demande sur cet appareil.",
  "Not you? Clear these details": "Ce n'est pas vous ? Effacer ces informations",
  "Full Name": "Nom complet",
  Phone: "Téléphone",
  "Phone country": "Pays du téléphone",
  "Choose the phone's country": "Choisissez le pays du téléphone",
  Nationality: "Nationalité",
  "Date of Birth": "Date de naissance",
  "Driver's License Information": "Permis de conduire",
  "Driver's License Number": "Numéro de permis de conduire",
  "License Class": "Catégorie de permis",
  "License First Issued": "Date d'obtention du permis",
  "License Issuing Country": "Pays de délivrance du permis",
  "Driving Experience (years)": "Expérience de conduite (années)",
  "I need a Dominica temporary driving permit": "J'ai besoin d'un permis de conduire temporaire de la Dominique",
  "Payment Information": "Paiement",
  "Payment Method": "Moyen de paiement",
  "Booking Details": "Détails de la réservation",
  "Pickup Location": "Lieu de prise en charge",
  "Dropoff Location": "Lieu de restitution",
  "Ask for insurance cover": "Demander une assurance",
  "The company tells you what the cover includes and what it costs: the total does not include it.":
    "La société vous dira ce que couvre l'assurance et son prix : le total ne la comprend pas.",
  "Dominica Travel Plans": "Votre séjour en Dominique",
  "Places you plan to visit (optional)": "Lieux que vous prévoyez de visiter (facultatif)",
  "e.g. Boiling Lake, Trafalgar Falls, Portsmouth": "p. ex. Boiling Lake, chutes de Trafalgar, Portsmouth",
  "A temporary driving permit may be required for international visitors. The rental company can help you arrange it when you pick up the vehicle.":
    "Un permis de conduire temporaire peut être exigé des visiteurs étrangers. Le loueur peut vous aider à l'obtenir lors de la prise en charge du véhicule.",
  // Dates and calendar
  "Start Date": "Date de début",
  "End Date": "Date de fin",
  "YYYY-MM-DD": "JJ/MM/AAAA",
  "Rental dates calendar": "Calendrier des dates de location",
  "Go to the Next Month": "Aller au mois suivant",
  "Go to the Previous Month": "Aller au mois précédent",
  "{{day}}, not available": "{{day}}, indisponible",
  "{{day}}, selected": "{{day}}, sélectionné",
  Booked: "Réservé",
  "Not available": "Indisponible",
  "Your dates": "Vos dates",
  "Now pick the end date": "Choisissez maintenant la date de fin",
  "Checking availability…": "Vérification de la disponibilité…",
  "This vehicle's calendar could not be loaded. The company will tell you whether it is free.":
    "Le calendrier de ce véhicule n'a pas pu être chargé. Le loueur vous dira s'il est libre.",
  "Pick your dates to see whether the vehicle is free. The calendar covers the next 12 months.":
    "Choisissez vos dates pour savoir si le véhicule est libre. Le calendrier couvre les 12 prochains mois.",
  // The availability sentence (src/domain/vehicle-availability.ts): "Indisponible : 12–14 mars et
  // 18 mars — libre à partir du 19 mars"
  "Available for your dates": "Disponible à vos dates",
  "Not available on {{ranges}}": "Indisponible : {{ranges}}",
  "{{booked}} — next free from {{day}}": "{{booked}} — libre à partir du {{day}}",
  and: "et",
  // Price summary
  Duration: "Durée",
  "{{count}} days_one": "{{count}} jour",
  "{{count}} days_other": "{{count}} jours",
  "Total Price": "Prix total",
  // A price's lines (src/domain/pricing.ts)
  "{{count}} days at the daily rate_one": "{{count}} jour au tarif journalier",
  "{{count}} days at the daily rate_other": "{{count}} jours au tarif journalier",
  "{{count}} weeks at the weekly rate_one": "{{count}} semaine au tarif hebdomadaire",
  "{{count}} weeks at the weekly rate_other": "{{count}} semaines au tarif hebdomadaire",
  "{{count}} months at the monthly rate_one": "{{count}} mois au tarif mensuel",
  "{{count}} months at the monthly rate_other": "{{count}} mois au tarif mensuel",
  "Reduced to the price of {{count}} days": "Ramené au prix de {{count}} jours",
  "Price breakdown": "Détail du prix",
  // Validation (src/domain/booking-inquiry-schema.ts, booking-period.ts)
  "Phone number is required": "Le numéro de téléphone est obligatoire",
  "Nationality is required": "La nationalité est obligatoire",
  "Date of birth is required": "La date de naissance est obligatoire",
  "Driver's license number is required": "Le numéro de permis de conduire est obligatoire",
  "License class is required": "La catégorie de permis est obligatoire",
  "License first issued date is required": "La date d'obtention du permis est obligatoire",
  "License country is required": "Le pays de délivrance du permis est obligatoire",
  "Driving experience is required": "L'expérience de conduite est obligatoire",
  "Driving experience must be a whole number of years": "L'expérience de conduite doit être un nombre entier d'années",
  "Driving experience must be 0 or more years": "L'expérience de conduite ne peut pas être négative",
  // The driver's dates (src/domain/driver-checks.ts)
  "The driver must be at least 18 years old on the start date":
    "Le conducteur doit avoir au moins 18 ans à la date de début",
  "Check the date of birth: the driver would be over 100 years old":
    "Vérifiez la date de naissance : le conducteur aurait plus de 100 ans",
  "The license cannot be first issued in the future": "Le permis ne peut pas avoir été délivré dans le futur",
  "The license cannot be first issued before the driver turned 16":
    "Le permis ne peut pas avoir été délivré avant les 16 ans du conducteur",
  "Driving experience cannot be longer than the years since the license was first issued":
    "L'expérience de conduite ne peut pas dépasser les années écoulées depuis la délivrance du permis",
  "Driving experience must be at most 80 years": "L'expérience de conduite ne peut pas dépasser 80 ans",
  "Payment method is required": "Le moyen de paiement est obligatoire",
  "Pickup location is required": "Le lieu de prise en charge est obligatoire",
  "Dropoff location is required": "Le lieu de restitution est obligatoire",
  "Keep the places you plan to visit under 500 characters":
    "La liste des lieux à visiter ne doit pas dépasser 500 caractères",
  "Start date is required": "La date de début est obligatoire",
  "End date is required": "La date de fin est obligatoire",
  "Start date cannot be in the past": "La date de début ne peut pas être dans le passé",
  "End date cannot be before start date": "La date de fin ne peut pas précéder la date de début",
  "A rental can be at most 180 days long": "Une location ne peut pas dépasser 180 jours",
  "Start date must be within 2 years from today": "La date de début doit se situer dans les 2 ans à venir",
  // The server's answers to a request (src/domain/requests/refusals.ts,
  // src/domain/account-status.ts)
  "This vehicle is not available for booking": "Ce véhicule ne peut pas être réservé",
  "You cannot book a vehicle of your own company": "Vous ne pouvez pas réserver un véhicule de votre propre société",
  "You must be logged in to make a booking": "Vous devez être connecté pour faire une réservation",
  "Your account is awaiting approval: you can request bookings once an admin has approved it.":
    "Votre compte est en attente de validation : vous pourrez demander des réservations dès qu'un administrateur l'aura approuvé.",
  // Field names in "… must be at most 200 characters"
  "Driver's license number": "Numéro de permis de conduire",
  "License class": "Catégorie de permis",
  "License country": "Pays de délivrance du permis",
  // Places and fees (src/domain/rental-places.ts)
  Free: "Gratuit",
  "Open {{hours}}. Outside these hours: {{fee}} more.":
    "Ouvert {{hours}}. En dehors de ces horaires : {{fee}} de plus.",
  "Open {{hours}}.": "Ouvert {{hours}}.",
  "This company takes its vehicles back where they were picked up.":
    "Cette société reprend ses véhicules là où ils ont été pris.",
  "Pick-up time (optional)": "Heure de prise en charge (facultatif)",
  "Return time (optional)": "Heure de restitution (facultatif)",
  "Delivery to your address ({{area}})": "Livraison à votre adresse ({{area}})",
  "24 hours": "24 h sur 24",
  "Pick-up time must be a time of day such as 14:30": "L'heure de prise en charge doit être une heure comme 14:30",
  "Return time must be a time of day such as 14:30": "L'heure de restitution doit être une heure comme 14:30",
  "Pick-up at {{place}}": "Prise en charge à {{place}}",
  "Return at {{place}}": "Restitution à {{place}}",
  "After-hours pick-up": "Prise en charge hors horaires",
  "After-hours return": "Restitution hors horaires",
};
