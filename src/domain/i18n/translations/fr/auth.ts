import type { Translations } from "../../translate";

/** The login and registration page, the account forms' validation and the server's answers to them. */
export const auth: Translations = {
  "Welcome to CarRental": "Bienvenue sur CarRental",
  "Register Company": "Inscrire ma société",
  "Car Rental Platform": "Plateforme de location de voitures",
  "List your rental vehicles and join a network of trusted rental companies in Dominica.":
    "Proposez vos véhicules de location et rejoignez un réseau de loueurs de confiance en Dominique.",
  "Reach visitors planning their trip to the Nature Isle":
    "Touchez les visiteurs qui préparent leur séjour sur l'île Nature",
  "Customers contact you directly on WhatsApp": "Les clients vous contactent directement sur WhatsApp",
  "Manage your fleet, calendar and bookings in one place":
    "Gérez votre flotte, votre calendrier et vos réservations au même endroit",
  "Sign in to manage your company and bookings.": "Connectez-vous pour gérer votre société et vos réservations.",
  "Logging in...": "Connexion…",
  "Create your company account. An admin reviews new companies before they go public.":
    "Créez le compte de votre société. Un administrateur vérifie chaque nouvelle société avant sa mise en ligne.",
  "Company Username": "Nom d'utilisateur de la société",
  "Company Name": "Nom de la société",
  "Contact Email": "E-mail de contact",
  "Contact Phone": "Téléphone de contact",
  "Creating account...": "Création du compte…",
  // Field names, in labels and in "… must be at most N characters"
  Username: "Nom d'utilisateur",
  Password: "Mot de passe",
  "Full name": "Nom complet",
  "Company name": "Nom de la société",
  Email: "E-mail",
  "Phone number": "Numéro de téléphone",
  // Validation (src/domain/account-schemas.ts, text-fields.ts, length-message.ts)
  "{{label}} must be at most {{max}} characters": "{{label}} : {{max}} caractères au maximum",
  "Username is required": "Le nom d'utilisateur est obligatoire",
  "Username may contain only letters, digits, '.', '_' and '-'":
    "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres, « . », « _ » et « - »",
  "Password is required": "Le mot de passe est obligatoire",
  "Password must be at least 8 characters": "Le mot de passe doit contenir au moins 8 caractères",
  "Full name is required": "Le nom complet est obligatoire",
  "Company name is required": "Le nom de la société est obligatoire",
  "Invalid email address": "Adresse e-mail invalide",
  "Phone number must be at least 10 digits": "Le numéro de téléphone doit comporter au moins 10 chiffres",
  // Toasts: titles (src/client/lib/auth.ts) and the server's answers (src/server/accounts, account-status)
  "Login failed": "Échec de la connexion",
  "Registration failed": "Échec de l'inscription",
  "Logout failed": "Échec de la déconnexion",
  "Invalid username or password": "Nom d'utilisateur ou mot de passe incorrect",
  "Username already exists": "Ce nom d'utilisateur est déjà pris",
  "This account has been suspended. Contact the marketplace team to have it restored.":
    "Ce compte a été suspendu. Contactez l'équipe de la plateforme pour le faire rétablir.",
  // Refusals by a limit: "<reason>: try again in <wait>" (src/domain/try-again-message.ts)
  "{{reason}}: try again in {{wait}}": "{{reason}} : réessayez dans {{wait}}",
  "{{count}} minutes_one": "{{count}} minute",
  "{{count}} minutes_other": "{{count}} minutes",
  "{{count}} hours_one": "{{count}} heure",
  "{{count}} hours_other": "{{count}} heures",
  "Too many attempts from this address": "Trop de tentatives depuis cette adresse",
  "Too many failed logins for this username from this address":
    "Trop d'échecs de connexion pour ce nom d'utilisateur depuis cette adresse",
  "Too many failed logins for this username": "Trop d'échecs de connexion pour ce nom d'utilisateur",
};
