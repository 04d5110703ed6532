import type { Translations } from "../../translate";

/** A company's landing page: its notices, texts, fleet cards and the browser tab's title and description. */
export const landing: Translations = {
  // Notices (the server writes the first and the last as the page's title too)
  "Car Rental Company Not Found in Dominica": "Loueur introuvable en Dominique",
  "Something went wrong": "Une erreur s'est produite",
  "We could not find this rental company. It may have moved or no longer be listed.":
    "Nous n'avons pas trouvé ce loueur. Il a peut-être déménagé ou n'est plus référencé.",
  "Failed to fetch company": "Impossible de charger le loueur",
  "Landing Page Temporarily Unavailable": "Page temporairement indisponible",
  "This company's landing page is currently disabled. Please check back later or browse our other partners.":
    "La page de ce loueur est actuellement désactivée. Revenez plus tard ou découvrez nos autres partenaires.",
  "Back to all rental companies": "Retour à tous les loueurs",
  // Title (the server's too)
  "{{name}} | Car Rental in Dominica": "{{name}} | Location de voitures en Dominique",
  // Header
  "Car rental in {{place}}": "Location de voitures à {{place}}",
  "Car rental in Dominica": "Location de voitures en Dominique",
  // The company at a glance: only what the product knows
  "At a glance": "En bref",
  "{{count}} vehicles listed_one": "{{count}} véhicule proposé",
  "{{count}} vehicles listed_other": "{{count}} véhicules proposés",
  "Pick-up and return": "Prise en charge et retour",
  // The way back (the page has no navigation bar)
  Marketplace: "Place de marché",
  "Back to the marketplace": "Retour à la place de marché",
  // How booking works
  "How Booking Works": "Comment réserver",
  "Choose a vehicle from our fleet below.": "Choisissez un véhicule dans notre flotte ci-dessous.",
  "Fill in the booking form with your dates and driver's details.":
    "Remplissez le formulaire de réservation avec vos dates et les informations du conducteur.",
  "Send it via WhatsApp: we confirm availability and the final price.":
    "Envoyez-le par WhatsApp : nous vous confirmons la disponibilité et le prix final.",
  "Pick up your vehicle and explore Dominica.": "Récupérez votre véhicule et partez à la découverte de la Dominique.",
  // Fleet
  "Our Fleet": "Notre flotte",
  Year: "Année",
  Type: "Type",
  Transmission: "Boîte de vitesses",
  // About and contact
  "About {{name}}": "À propos de {{name}}",
  "Your contact is {{name}}.": "Votre contact : {{name}}.",
  Contact: "Contact",
  "About and contact": "À propos et contact",
  "Opening hours": "Horaires d'ouverture",
  "About your company": "À propos de votre société",
  "About text": "Texte de présentation",
  "Shown on your page as you write it. Left empty, your page has no About text.":
    "Affiché sur votre page tel que vous l'écrivez. Laissé vide, votre page n'a pas de texte de présentation.",
  "See it on the map": "Voir sur la carte",
  "Map pin": "Repère sur la carte",
  "Where visitors find you: search engines read it from your page. Use your location at the office, or copy the coordinates from a map. Without a pin your page names Roseau.":
    "Là où les visiteurs vous trouvent : les moteurs de recherche le lisent sur votre page. Utilisez votre position au bureau, ou copiez les coordonnées depuis une carte. Sans repère, votre page indique Roseau.",
  Latitude: "Latitude",
  Longitude: "Longitude",
  "Use my location": "Utiliser ma position",
  "Finding where you are...": "Recherche de votre position...",
  "Remove the pin": "Retirer le repère",
  "This browser cannot tell where you are: type the coordinates instead.":
    "Ce navigateur ne peut pas indiquer votre position : saisissez les coordonnées.",
  "The map pin must be on Dominica": "Le repère doit se trouver sur la Dominique",
  "Give both latitude and longitude, or neither": "Indiquez la latitude et la longitude, ou aucune des deux",
  "Latitude must be a number": "La latitude doit être un nombre",
  "Longitude must be a number": "La longitude doit être un nombre",
  // Footer
  "Listed on": "Présent sur",
};
