import type { Translations } from "../../translate";

/** The renter's account: signing up, the auth page's link to it, and My Bookings. */
export const renter: Translations = {
  // The auth page's link and the sign-up page
  "Renting a car?": "Vous louez une voiture ?",
  "Create a renter account": "Créer un compte locataire",
  "Create your renter account": "Créez votre compte locataire",
  "Renting a car in Dominica? Keep your booking requests in one place. Free, and no approval needed.":
    "Vous louez une voiture en Dominique ? Gardez vos demandes de réservation au même endroit. Gratuit, sans validation préalable.",
  "The request you came from joins your new account.": "La demande d'où vous venez rejoindra votre nouveau compte.",
  "Sign up without it": "S'inscrire sans elle",
  "Already have an account?": "Vous avez déjà un compte ?",
  "Log in": "Se connecter",
  "Why an account?": "Pourquoi un compte ?",
  "Every request you send, and where it stands, in My Bookings":
    "Chacune de vos demandes, et où elle en est, dans Mes réservations",
  "Your name, email, phone and nationality fill the booking form for you":
    "Votre nom, votre e-mail, votre téléphone et votre nationalité remplissent le formulaire de réservation pour vous",
  "Cancel a request yourself while it waits, or before your rental starts":
    "Annulez vous-même une demande en attente, ou avant le début de votre location",
  "Your details": "Vos coordonnées",
  "Companies see them with the requests you send them.":
    "Les loueurs les voient avec les demandes que vous leur envoyez.",
  "You log in with it; receipts and answers go there.":
    "Il vous sert à vous connecter ; récapitulatifs et réponses y sont envoyés.",
  "At least 8 characters.": "Au moins 8 caractères.",
  "With its country code unless it is a Dominica number, e.g. +44 20 7946 0958.":
    "Avec son indicatif pays, sauf pour un numéro de la Dominique, par ex. +44 20 7946 0958.",
  "Create account": "Créer le compte",
  "An account with this email already exists: log in with it instead.":
    "Un compte existe déjà avec cet e-mail : connectez-vous avec lui.",
  "This request link does not open a request that can join a new account. Sign up without it, or use the link from your receipt.":
    "Ce lien n'ouvre pas de demande pouvant rejoindre un nouveau compte. Inscrivez-vous sans lui, ou utilisez le lien de votre récapitulatif.",
  Renter: "Locataire",

  // The Book Now dialog, sent while logged in
  "See it in My Bookings": "La voir dans Mes réservations",

  // My Bookings

  // The email's verification (My Bookings' notice and the mailed link's page)
  "Confirm your email": "Confirmez votre adresse e-mail",
  "Open the link we sent to {{email}}: every request sent with this address, logged in or not, then appears here.":
    "Ouvrez le lien envoyé à {{email}} : chaque demande envoyée avec cette adresse, connecté ou non, apparaîtra alors ici.",
  "Send the link again": "Renvoyer le lien",
  "Verification link sent": "Lien de vérification envoyé",
  "The link could not be sent. Please try again.": "Le lien n'a pas pu être envoyé. Veuillez réessayer.",
  "Your email is verified": "Votre adresse e-mail est vérifiée",
  "{{count}} requests sent with it joined your account._one":
    "{{count}} demande envoyée avec elle a rejoint votre compte.",
  "{{count}} requests sent with it joined your account._other":
    "{{count}} demandes envoyées avec elle ont rejoint votre compte.",
  "Every request sent with your address, logged in or not, then appears in My Bookings.":
    "Chaque demande envoyée avec votre adresse, connecté ou non, apparaîtra alors dans Mes réservations.",
  "Every request you send with it, logged in or not, now appears in My Bookings.":
    "Chaque demande envoyée avec elle, connecté ou non, apparaît désormais dans Mes réservations.",
  "Open My Bookings": "Ouvrir Mes réservations",
  "Log in to open My Bookings": "Se connecter pour ouvrir Mes réservations",
  "This verification link is not valid or has expired. Send a new one from My Bookings.":
    "Ce lien de vérification n'est pas valide ou a expiré. Demandez-en un nouveau depuis Mes réservations.",
  "Your email could not be verified. Please try again.": "Votre adresse n'a pas pu être vérifiée. Veuillez réessayer.",
  "Confirming...": "Confirmation...",
  "Confirm my email": "Confirmer mon adresse",
  "Log in and the request you came from joins your account.":
    "Connectez-vous et la demande d'où vous venez rejoindra votre compte.",
  "Log in to keep this request": "Se connecter pour garder cette demande",
};
