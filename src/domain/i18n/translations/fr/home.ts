import type { Translations } from "../../translate";

/** Home, the navigation bar, the 404 page and the shared loading, error and access states. */
export const home: Translations = {
  // Home's search form (home-search.tsx)
  "Pick-up date": "Date de prise en charge",
  "Return date": "Date de retour",
  // Navigation bar and Home header
  Main: "Menu principal",
  Home: "Accueil",
  Vehicles: "Véhicules",
  Companies: "Loueurs",
  "My Bookings": "Mes réservations",
  "Admin Companies": "Gestion des loueurs",
  "Admin Vehicles": "Gestion des véhicules",
  Dashboard: "Tableau de bord",
  Profile: "Profil",
  Login: "Connexion",
  Logout: "Déconnexion",
  "Logging out...": "Déconnexion…",
  "Open menu": "Ouvrir le menu",
  "Close menu": "Fermer le menu",
  Admin: "Administrateur",
  Company: "Loueur",
  "Browse Vehicles": "Voir les véhicules",
  "Admin Dashboard": "Tableau de bord d'administration",
  "Manage Users": "Gérer les utilisateurs",
  "Company Dashboard": "Tableau de bord du loueur",
  "List Your Vehicles": "Proposez vos véhicules",
  "Login / Register": "Connexion / Inscription",
  // Hero; the plural types sit inside "Voir les …", and a quick link capitalises its first letter
  "Premium Car Rentals in Dominica": "Location de voitures haut de gamme en Dominique",
  "Compare vehicles from trusted local rental companies and contact them directly on WhatsApp.":
    "Comparez les véhicules de loueurs locaux de confiance et contactez-les directement sur WhatsApp.",
  "Vehicle types": "Types de véhicules",
  SUVs: "SUV",
  Sedans: "berlines",
  Vans: "minibus",
  "Luxury Vehicles": "véhicules de luxe",
  Hatchbacks: "citadines",
  Pickups: "pick-up",
  Bikes: "motos",
  Scooters: "scooters",
  // Destinations
  "Explore the Nature Isle": "Explorez l'île Nature",
  "Boiling Lake": "Boiling Lake",
  "The world's second-largest hot lake, a full-day hike from Laudat.":
    "Le deuxième plus grand lac bouillant du monde, à une journée de randonnée depuis Laudat.",
  "Trafalgar Falls": "Chutes de Trafalgar",
  "Twin waterfalls a short drive up the Roseau Valley.":
    "Deux chutes jumelles, à quelques minutes de route dans la vallée de Roseau.",
  "Portsmouth & Cabrits": "Portsmouth et les Cabrits",
  "Indian River boat trips and the fort on the northern peninsula.":
    "Balades en barque sur l'Indian River et le fort de la péninsule nord.",
  "Champagne Reef": "Champagne Reef",
  "Snorkel through volcanic bubbles on the south-west coast.":
    "Nagez avec masque et tuba parmi les bulles volcaniques de la côte sud-ouest.",
  // Featured vehicles
  "Featured Vehicles": "Véhicules à la une",
  "Pick a type to see every vehicle of that kind on the island.":
    "Choisissez un type pour voir tous les véhicules de ce genre sur l'île.",
  "Vehicles could not be loaded right now.": "Les véhicules n'ont pas pu être chargés pour le moment.",
  "No vehicles are listed yet.": "Aucun véhicule n'est encore proposé.",
  "View All {{types}}": "Voir les {{types}}",
  "From {{price}}/day": "Dès {{price}}/jour",
  "{{count}} vehicles available_one": "{{count}} véhicule disponible",
  "{{count}} vehicles available_other": "{{count}} véhicules disponibles",
  // Why rent
  "Why Rent a Car in Dominica": "Pourquoi louer une voiture en Dominique",
  "Local Companies": "Des loueurs locaux",
  "Rent from Dominican businesses that know every road on the island.":
    "Louez auprès d'entreprises dominiquaises qui connaissent chaque route de l'île.",
  "Direct on WhatsApp": "En direct sur WhatsApp",
  "Send your request straight to the company and get a quick answer.":
    "Envoyez votre demande directement au loueur et obtenez une réponse rapide.",
  "Clear Prices": "Des prix clairs",
  "Daily, weekly and monthly rates and the deposit shown up front.":
    "Tarifs à la journée, à la semaine et au mois, et caution affichés d'emblée.",
  "Explore at Your Pace": "Explorez à votre rythme",
  "Reach waterfalls, hot springs and beaches on your own schedule.":
    "Rejoignez cascades, sources chaudes et plages quand vous le souhaitez.",
  // Call to action for companies, browse all
  "Own a rental company in Dominica?": "Vous avez une société de location en Dominique ?",
  "List your vehicles for free. Customers contact companies via WhatsApp, so every inquiry comes straight to you.":
    "Proposez vos véhicules gratuitement. Les clients contactent les loueurs sur WhatsApp : chaque demande vous parvient directement.",
  "Register Your Dominica Company": "Inscrivez votre société en Dominique",
  "Browse All Dominica Rental Vehicles": "Voir tous les véhicules de location en Dominique",
  // FAQ
  "Frequently Asked Questions": "Questions fréquentes",
  "Do I need a 4x4 in Dominica?": "Ai-je besoin d'un 4x4 en Dominique ?",
  "Main roads are paved, but many trailheads and mountain villages are steep and narrow. A 4x4 or SUV is the safer choice if you plan to explore the interior or travel in the rainy season.":
    "Les routes principales sont goudronnées, mais bien des départs de sentiers et villages de montagne sont raides et étroits. Un 4x4 ou un SUV est le choix le plus sûr si vous comptez explorer l'intérieur de l'île ou voyager pendant la saison des pluies.",
  "What documents do I need to rent a car?": "Quels documents faut-il pour louer une voiture ?",
  "A valid driver's license from your home country, your passport, and a temporary Dominica driving permit, which the rental company can help you arrange on arrival.":
    "Un permis de conduire valide de votre pays, votre passeport et un permis de conduire temporaire de la Dominique, que le loueur peut vous aider à obtenir à votre arrivée.",
  "Which side of the road do you drive on?": "De quel côté de la route roule-t-on ?",
  "Dominica drives on the left. Take it slowly on bends and use your horn on blind corners, as locals do.":
    "En Dominique, on roule à gauche. Ralentissez dans les virages et klaxonnez avant les tournants sans visibilité, comme le font les habitants.",
  // Footer
  "Rent from local companies across the Nature Isle": "Louez auprès de loueurs locaux partout sur l'île Nature",
  // 404
  "404 Page Not Found": "404 Page introuvable",
  "The page you are looking for does not exist or has moved.":
    "La page que vous cherchez n'existe pas ou a été déplacée.",
  "Back to home": "Retour à l'accueil",
  // Shared loading, error and access states (QueryState translates its label and its message)
  "Loading...": "Chargement…",
  "Loading {{label}}...": "Chargement : {{label}}…",
  vehicles: "véhicules",
  companies: "loueurs",
  "Access Denied": "Accès refusé",
  "You must be an admin to view this page.": "Vous devez être administrateur pour voir cette page.",
  "For rental companies": "Pour les sociétés de location",
  "This page is where a rental company lists its vehicles, keeps their calendar and answers requests. Your account has no company.":
    "Cette page est celle où une société de location présente ses véhicules, tient leur calendrier et répond aux demandes. Votre compte n'a pas de société.",
};
