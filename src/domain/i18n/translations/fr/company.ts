import type { Translations } from "../../translate";

/**
 * The company's screens: the dashboard (vehicle cards, the vehicle form, the delete dialog), the
 * fleet calendar with its unavailability dialog, calendar sync, and the profile page with its
 * landing page link and calendar feeds; their validation messages, the server's answers and toasts.
 */
export const company: Translations = {
  // Dashboard
  "Add Vehicle": "Ajouter un véhicule",
  "Company ID not found": "Société introuvable",
  "Active Vehicles": "Véhicules actifs",
  "Archived Vehicles": "Véhicules archivés",
  "No active vehicles yet. Use '{{add}}' to list one.":
    "Aucun véhicule actif pour l'instant. Utilisez « {{add}} » pour en proposer un.",
  "Your company is awaiting approval": "Votre société est en attente de validation",
  "You can add vehicles and set up your calendar now. Your listings go public once an admin approves your company.":
    "Vous pouvez dès maintenant ajouter des véhicules et préparer votre calendrier. Vos annonces seront publiées dès qu'un administrateur aura validé votre société.",
  // Words the admin screens may share (a key lives in one part only: move it to common.ts if both use it)
  Vehicle: "Véhicule",
  Available: "Disponible",
  "Fuel Type": "Carburant",
  Insurance: "Assurance",
  License: "Licence",
  "Last service": "Dernier entretien",
  Address: "Adresse",
  Country: "Pays",
  Dominica: "Dominique",
  "Adding...": "Ajout…",
  "Updating...": "Mise à jour…",
  "Creating...": "Création…",
  // Vehicle cards
  "Document warnings": "Alertes sur les documents",
  "Insurance expired on {{date}}": "Assurance expirée depuis le {{date}}",
  "Insurance expires on {{date}}": "L'assurance expire le {{date}}",
  "License expired on {{date}}": "Licence expirée depuis le {{date}}",
  "License expires on {{date}}": "La licence expire le {{date}}",
  "Delete {{name}} permanently": "Supprimer définitivement le {{name}}",
  "Manage unavailability of {{name}}": "Gérer les indisponibilités du {{name}}",
  // Add / edit a vehicle
  "Add New Vehicle": "Ajouter un véhicule",
  "Edit Vehicle": "Modifier le véhicule",
  "Update the details of the {{name}}.": "Modifiez les informations du {{name}}.",
  "List a vehicle of your fleet.": "Proposez un véhicule de votre flotte.",
  "4x4 vehicle": "Véhicule 4x4",
  "Daily Price ({{currency}})": "Prix par jour ({{currency}})",
  "Weekly Price ({{currency}})": "Prix par semaine ({{currency}})",
  "Monthly Price ({{currency}})": "Prix par mois ({{currency}})",
  "Deposit ({{currency}})": "Caution ({{currency}})",
  "A weekly or monthly price of 0 means you do not offer it.":
    "Un prix par semaine ou par mois de 0 signifie que vous ne le proposez pas.",
  "Currency must be USD (US$) or XCD (EC$)": "La devise doit être USD (US$) ou XCD (EC$)",
  "You have unsaved changes on this page. Leave without saving them?":
    "Vous avez des modifications non enregistrées sur cette page. Partir sans les enregistrer ?",
  "Unsaved changes": "Modifications non enregistrées",
  "All changes saved": "Tout est enregistré",
  "US dollars (US$)": "Dollars américains (US$)",
  "Eastern Caribbean dollars (EC$)": "Dollars des Caraïbes orientales (EC$)",
  "Insurance Expiry Date": "Fin de l'assurance",
  "License Expiry Date": "Fin de la licence",
  "Last Service Date": "Date du dernier entretien",
  "Save Vehicle": "Enregistrer le véhicule",
  "Vehicle Image": "Photo du véhicule",
  "Vehicle preview": "Aperçu du véhicule",
  "Maximum image size 5MB. Recommended size 1200x800px (3:2).":
    "Taille maximale 5 Mo. Taille conseillée 1200 × 800 px (3:2).",
  "Remove image": "Retirer la photo",
  "Failed to save vehicle. Please check all fields are filled correctly.":
    "Impossible d'enregistrer le véhicule. Vérifiez que tous les champs sont bien remplis.",
  // Vehicle validation (src/domain/contracts/vehicles/vehicle-schema.ts, message-families.ts)
  "Vehicle ID": "Identifiant du véhicule",
  "Calendar import ID": "Identifiant du calendrier importé",
  "An administrator archived this vehicle; only an administrator can restore it":
    "Un administrateur a archivé ce véhicule ; seul un administrateur peut le rétablir",
  "Image must be an uploaded image file or an https URL":
    "L'image doit être un fichier image envoyé ou une adresse https",
  "You can only add vehicles to your own company": "Vous ne pouvez ajouter des véhicules qu'à votre propre société",
  // Delete Permanently
  "This action cannot be undone. Deleting the {{name}} also permanently removes:":
    "Cette action est irréversible. Supprimer le {{name}} supprime aussi définitivement :",
  // Vehicle toasts (src/client/features/company-dashboard/api, src/client/api/delete-vehicle.ts)
  "Vehicle added successfully": "Véhicule ajouté",
  "Failed to add vehicle": "Impossible d'ajouter le véhicule",
  // Fleet Availability Calendar
  "Fleet Availability Calendar": "Calendrier de disponibilité de la flotte",
  "Drag across days on a vehicle's row (tap a day on a phone, or press Enter on the first and last day) to manage its unavailability.":
    "Faites glisser sur les jours de la ligne d'un véhicule (touchez un jour sur un téléphone, ou appuyez sur Entrée sur le premier puis le dernier jour) pour gérer ses indisponibilités.",
  "No vehicles available": "Aucun véhicule disponible",
  "Fleet availability, {{month}}": "Disponibilité de la flotte, {{month}}",
  "Calendar legend": "Légende du calendrier",
  "Loading calendar": "Chargement du calendrier",
  "Previous month": "Mois précédent",
  "Next month": "Mois suivant",
  "{{label}}: {{from}} – {{to}}": "{{label}} : {{from}} – {{to}}",
  "{{vehicle}}, {{day}}: {{status}}": "{{vehicle}}, {{day}} : {{status}}",
  "Start {{day}} chosen for the {{vehicle}}. Move to the last day and press Enter.":
    "Début le {{day}} choisi pour le {{vehicle}}. Allez jusqu'au dernier jour et appuyez sur Entrée.",
  "Selection cancelled.": "Sélection annulée.",
  calendar: "calendrier",
  // Calendar statuses and reasons (src/domain/calendar.ts)
  Reserved: "Réservé",
  "Scheduled Maintenance": "Entretien prévu",
  "Repairs Needed": "Réparations nécessaires",
  Cleaning: "Nettoyage",
  Inspection: "Contrôle technique",
  "Documents Expired": "Documents expirés",
  "Kept free for cleaning": "Gardé libre pour le nettoyage",
  "External calendar": "Calendrier externe",
  // Manage Unavailability Periods
  "Manage Unavailability Periods": "Gérer les périodes d'indisponibilité",
  "Days in a period cannot be booked by customers.":
    "Les jours d'une période ne peuvent pas être réservés par les clients.",
  "Current periods": "Périodes en cours",
  "Loading unavailability periods": "Chargement des périodes d'indisponibilité",
  "unavailability periods": "périodes d'indisponibilité",
  "No reason given": "Aucun motif indiqué",
  "Remove period from {{from}} to {{to}}": "Retirer la période du {{from}} au {{to}}",
  "Synced: edit it in its own calendar": "Synchronisée : modifiez-la dans son propre calendrier",
  "No unavailability periods set": "Aucune période d'indisponibilité",
  "Add a period": "Ajouter une période",
  Reason: "Motif",
  "No reason": "Sans motif",
  "Add Period": "Ajouter la période",
  // Unavailability validation, server answers and toasts
  "Please enter valid dates": "Saisissez des dates valides",
  "No vehicle selected": "Aucun véhicule sélectionné",
  "Unavailability period added": "Période d'indisponibilité ajoutée",
  "Failed to add unavailability period": "Impossible d'ajouter la période d'indisponibilité",
  "Unavailability period removed": "Période d'indisponibilité retirée",
  "Failed to remove unavailability period": "Impossible de retirer la période d'indisponibilité",
  "Failed to fetch unavailability periods": "Impossible de charger les périodes d'indisponibilité",
  // Calendar Sync
  "Calendar Sync": "Synchronisation des calendriers",
  "Add the iCal (.ics) export link of another booking channel: its events block the vehicle here as “{{external}}” periods, refreshed automatically (every 15 minutes unless set otherwise) and whenever you press {{sync}}. A channel that only offers a download: upload its .ics file.":
    "Ajoutez le lien d'exportation iCal (.ics) d'un autre canal de réservation : ses événements bloquent ici le véhicule sous forme de périodes « {{external}} », actualisées automatiquement (toutes les 15 minutes sauf réglage contraire) et chaque fois que vous appuyez sur « {{sync}} ». Pour un canal qui ne propose qu'un téléchargement, envoyez son fichier .ics.",
  "Sync now": "Synchroniser",
  "Syncing...": "Synchronisation…",
  "No external calendars yet": "Aucun calendrier externe pour l'instant",
  "external calendars": "calendriers externes",
  "Failed to fetch external calendars": "Impossible de charger les calendriers externes",
  "Calendar conflicts": "Conflits de calendrier",
  "These external calendar events overlap confirmed bookings: the vehicle is promised twice.":
    "Ces événements de calendriers externes chevauchent des réservations confirmées : le véhicule est promis deux fois.",
  "{{vehicle}}: external event {{periodStart}} – {{periodEnd}} overlaps booking #{{booking}} ({{bookingStart}} – {{bookingEnd}})":
    "{{vehicle}} : l'événement externe du {{periodStart}} au {{periodEnd}} chevauche la réservation n° {{booking}} ({{bookingStart}} – {{bookingEnd}})",
  "Vehicle {{id}}": "Véhicule {{id}}",
  "Uploaded file:": "Fichier envoyé :",
  "Remove external calendar of {{name}}": "Retirer le calendrier externe du {{name}}",
  "Read {{time}}": "Lu le {{time}}",
  "Last synced {{time}}": "Dernière synchronisation le {{time}}",
  "{{count}} periods_one": "{{count}} période",
  "{{count}} periods_other": "{{count}} périodes",
  "Never synced": "Jamais synchronisé",
  "Last sync failed: {{error}}": "Échec de la dernière synchronisation : {{error}}",
  "{{count}} events read_one": "{{count}} événement lu",
  "{{count}} events read_other": "{{count}} événements lus",
  "{{count}} days blocked_one": "{{count}} jour bloqué",
  "{{count}} days blocked_other": "{{count}} jours bloqués",
  "{{count}} events marked free were not imported_one": "{{count}} événement marqué « libre » n'a pas été importé",
  "{{count}} events marked free were not imported_other":
    "{{count}} événements marqués « libre » n'ont pas été importés",
  "{{count}} events could not be read_one": "{{count}} événement n'a pas pu être lu",
  "{{count}} events could not be read_other": "{{count}} événements n'ont pas pu être lus",
  "{{count}} unreadable lines were ignored (their events were imported without them)_one":
    "{{count}} ligne illisible a été ignorée (son événement a été importé sans elle)",
  "{{count}} unreadable lines were ignored (their events were imported without them)_other":
    "{{count}} lignes illisibles ont été ignorées (leurs événements ont été importés sans elles)",
  "{{count}} repeating events repeat too often to read in full_one":
    "{{count}} événement récurrent se répète trop souvent pour être lu en entier",
  "{{count}} repeating events repeat too often to read in full_other":
    "{{count}} événements récurrents se répètent trop souvent pour être lus en entier",
  "{{count}} events beyond the first {{max}} were not imported_one":
    "{{count}} événement au-delà des {{max}} premiers n'a pas été importé",
  "{{count}} events beyond the first {{max}} were not imported_other":
    "{{count}} événements au-delà des {{max}} premiers n'ont pas été importés",
  "Times in zone '{{zone}}' ({{count}} events) read as Dominica time: the file does not define that zone_one":
    "Heures du fuseau « {{zone}} » ({{count}} événement) lues à l'heure de la Dominique : le fichier ne définit pas ce fuseau",
  "Times in zone '{{zone}}' ({{count}} events) read as Dominica time: the file does not define that zone_other":
    "Heures du fuseau « {{zone}} » ({{count}} événements) lues à l'heure de la Dominique : le fichier ne définit pas ce fuseau",
  "Import events marked free": "Importer les événements marqués « libre »",
  "Events of {{name}}'s calendar marked free (Google and Outlook mark all-day events so) block days too":
    "Les événements du calendrier du {{name}} marqués « libre » (Google et Outlook marquent ainsi les événements d'une journée entière) bloquent aussi des jours",
  "Add an external calendar": "Ajouter un calendrier externe",
  "Calendar URL (iCal)": "Adresse du calendrier (iCal)",
  "https:// address of an .ics export; up to {{max}} per vehicle.":
    "Adresse https:// d'un fichier .ics exporté ; {{max}} au maximum par véhicule.",
  "Add calendar": "Ajouter le calendrier",
  "https://…/calendar.ics": "https://…/calendrier.ics",
  "Or upload an .ics file": "Ou envoyez un fichier .ics",
  "Reading the calendar...": "Lecture du calendrier…",
  "For channels that offer a calendar download rather than a link; read at once, up to 1 MB.":
    "Pour les canaux qui proposent de télécharger le calendrier plutôt qu'un lien ; lu aussitôt, 1 Mo au maximum.",
  // Calendar Sync: validation, the server's answers and toasts (calendar-feeds.ts, src/server/calendar-sync)
  "Calendar URL is required": "L'adresse du calendrier est obligatoire",
  "Calendar URL": "Adresse du calendrier",
  "Enter the calendar's full address, starting with https://":
    "Saisissez l'adresse complète du calendrier, commençant par https://",
  "Calendar URLs must start with https://": "L'adresse d'un calendrier doit commencer par https://",
  "Choose an .ics file": "Choisissez un fichier .ics",
  "The calendar file must be at most 1 MB": "Le fichier du calendrier ne doit pas dépasser 1 Mo",
  "This file is not an iCalendar (.ics) file": "Ce fichier n'est pas un fichier iCalendar (.ics)",
  "The file name must be at most 200 characters": "Le nom du fichier ne doit pas dépasser 200 caractères",
  "This calendar is already synced to this vehicle": "Ce calendrier est déjà synchronisé avec ce véhicule",
  "A vehicle can sync at most {{max}} external calendars":
    "Un véhicule peut synchroniser {{max}} calendriers externes au maximum",
  "External calendars are synced once an admin has approved your account and while it is active":
    "Les calendriers externes sont synchronisés une fois votre compte validé par un administrateur, et tant qu'il est actif",
  "This calendar was synced less than a minute ago": "Ce calendrier a été synchronisé il y a moins d'une minute",
  "Too many calendar syncs for this company": "Trop de synchronisations de calendriers pour cette société",
  "The calendar could not be read": "Le calendrier n'a pas pu être lu",
  "This calendar took too long to read": "La lecture de ce calendrier a pris trop de temps",
  "This calendar is too large to read": "Ce calendrier est trop volumineux pour être lu",
  "The address does not serve an iCalendar (.ics) file": "Cette adresse ne fournit pas de fichier iCalendar (.ics)",
  "The calendar's address redirects too many times": "L'adresse du calendrier redirige trop de fois",
  "Could not connect to the calendar's server: check the address (only calendars on the public internet can be synced)":
    "Connexion impossible au serveur du calendrier : vérifiez l'adresse (seuls les calendriers accessibles sur Internet peuvent être synchronisés)",
  "The calendar's server answered {{status}}": "Le serveur du calendrier a répondu {{status}}",
  "External calendar added": "Calendrier externe ajouté",
  "Failed to add the external calendar": "Impossible d'ajouter le calendrier externe",
  "External calendar removed": "Calendrier externe retiré",
  "Failed to remove the external calendar": "Impossible de retirer le calendrier externe",
  "Calendar file added": "Fichier de calendrier ajouté",
  "Failed to add the calendar file": "Impossible d'ajouter le fichier de calendrier",
  "Sync failed": "Échec de la synchronisation",
  "Calendar synced": "Calendrier synchronisé",
  "{{count}} periods imported._one": "{{count}} période importée.",
  "{{count}} periods imported._other": "{{count}} périodes importées.",
  "Failed to sync the external calendar": "Impossible de synchroniser le calendrier externe",
  "Failed to change the external calendar": "Impossible de modifier le calendrier externe",
  // Company Profile
  profile: "profil",
  "Your Landing Page": "Votre page vitrine",
  "Landing Page URL": "Adresse de la page vitrine",
  "Share this URL with potential customers to showcase your vehicles.":
    "Partagez cette adresse avec vos futurs clients pour présenter vos véhicules.",
  "Copy URL": "Copier l'adresse",
  "URL Copied": "Adresse copiée",
  "Landing page URL has been copied to clipboard.": "L'adresse de la page vitrine a été copiée dans le presse-papiers.",
  "Could not copy the URL. Please copy it by hand.": "Impossible de copier l'adresse. Copiez-la à la main.",
  // Calendar Feeds
  "Calendar Feeds": "Flux de calendrier",
  "Subscribe to your bookings and unavailability from Google Calendar, a phone or another booking site. In Google Calendar: Other calendars → From URL, then paste the link. Anyone with a link can read that calendar: keep it private, and regenerate it if it leaks.":
    "Abonnez-vous à vos réservations et indisponibilités depuis Google Agenda, un téléphone ou un autre site de réservation. Dans Google Agenda : Autres agendas → À partir de l'URL, puis collez le lien. Toute personne qui a un lien peut lire ce calendrier : gardez-le privé et régénérez-le s'il a fuité.",
  "calendar feeds": "flux de calendrier",
  "Failed to fetch calendar feeds": "Impossible de charger les flux de calendrier",
  "Whole fleet": "Toute la flotte",
  "Link made {{date}}": "Lien créé le {{date}}",
  "No link yet": "Pas encore de lien",
  "Regenerate link": "Régénérer le lien",
  "Regenerating...": "Régénération…",
  "The current link of “{{name}}” stops working at once: every calendar subscribed to it must be given the new one.":
    "Le lien actuel de « {{name}} » cesse aussitôt de fonctionner : chaque calendrier abonné devra recevoir le nouveau.",
  "Create link": "Créer le lien",
  "Feed URL: {{name}}": "Adresse du flux : {{name}}",
  "Copy feed URL": "Copier l'adresse du flux",
  "Calendar feed URL has been copied to clipboard.": "L'adresse du flux a été copiée dans le presse-papiers.",
  "Shown only now: copy it before leaving this page.":
    "Affiché une seule fois : copiez-le avant de quitter cette page.",
  "Calendar link ready": "Lien de calendrier prêt",
  "Copy it now: it is shown only once.": "Copiez-le maintenant : il ne s'affiche qu'une fois.",
  "Failed to create the calendar link": "Impossible de créer le lien du calendrier",
  // Update Profile Information (src/domain/contracts/companies/company-schema.ts)
  "Update Profile Information": "Modifier les informations du profil",
  "Contact Full Name": "Nom complet du contact",
  "City/Village": "Ville/village",
  Parish: "Paroisse",
  "Choose your parish": "Choisissez votre paroisse",
  "Rental companies on this marketplace are in Dominica.": "Les loueurs de cette plateforme sont en Dominique.",
  "Update Profile": "Mettre à jour le profil",
  "Contact name is required": "Le nom du contact est obligatoire",
  "Contact name": "Nom du contact",
  "Address is required": "L'adresse est obligatoire",
  "City/Village is required": "La ville ou le village est obligatoire",
  "Parish is required": "La paroisse est obligatoire",
  "Profile Updated": "Profil mis à jour",
  "Your company profile has been updated successfully.": "Le profil de votre société a été mis à jour.",
  "Failed to update profile. Please try again.": "Impossible de mettre à jour le profil. Veuillez réessayer.",
  // Availability rules (src/client/features/company-profile/components/availability-rules-card.tsx)
  "Availability Rules": "Règles de disponibilité",
  "Advance notice (hours)": "Préavis (heures)",
  "Pick-ups start on a later day: 24 hours rule out today, 48 hours tomorrow too.":
    "Les prises en charge commencent un jour plus tard : 24 heures excluent aujourd'hui, 48 heures aussi demain.",
  "Days kept free between rentals": "Jours libres entre deux locations",
  "Before and after every booking or blocked period, for cleaning.":
    "Avant et après chaque réservation ou période bloquée, pour le nettoyage.",
  "Longest rental (days)": "Location la plus longue (jours)",
  "At most {{days}} days.": "{{days}} jours au plus.",
  "Save Availability Rules": "Enregistrer les règles de disponibilité",
  "Availability rules saved": "Règles de disponibilité enregistrées",
  "Failed to save availability rules": "Impossible d'enregistrer les règles de disponibilité",
  "Failed to load availability rules": "Impossible de charger les règles de disponibilité",
  "availability rules": "règles de disponibilité",
  "Advance notice must be a whole number of hours from 0 to 336":
    "Le préavis doit être un nombre entier d'heures entre 0 et 336",
  "Days kept free between rentals must be a whole number from 0 to 14":
    "Les jours libres entre deux locations doivent être un nombre entier entre 0 et 14",
  "The longest rental must be a whole number of days from 1 to 180":
    "La location la plus longue doit être un nombre entier de jours entre 1 et 180",
  // The dashboard's expiry warning (src/client/features/company-dashboard/components/expiry-warning.tsx)
  "Documents expiring within {{days}} days": "Documents expirant dans les {{days}} jours",
  "Visitors cannot book a vehicle from the day its insurance or licence expires until you enter the new date.":
    "Les visiteurs ne peuvent pas réserver un véhicule à partir du jour où son assurance ou son permis expire, tant que vous n'avez pas saisi la nouvelle date.",
  "{{vehicle}}: expired on {{date}}": "{{vehicle}} : expiré le {{date}}",
  "{{vehicle}}: expires on {{date}}": "{{vehicle}} : expire le {{date}}",
  // Places and fees (src/domain/rental-places.ts)
  "Places and fees": "Lieux et frais",
  "The booking form offers these places with their fees, in {{currency}}. With none, it offers Roseau, Portsmouth, Marigot and the two airports, free.":
    "Le formulaire de réservation propose ces lieux avec leurs frais, en {{currency}}. Sans lieu, il propose Roseau, Portsmouth, Marigot et les deux aéroports, gratuitement.",
  Places: "Lieux",
  "Move place {{number}} up": "Monter le lieu {{number}}",
  Up: "Monter",
  "Move place {{number}} down": "Descendre le lieu {{number}}",
  Down: "Descendre",
  "Remove place {{number}}": "Retirer le lieu {{number}}",
  Remove: "Retirer",
  "Add a place": "Ajouter un lieu",
  "Allow one-way returns (drop-off at another place than the pick-up)":
    "Accepter les retours ailleurs (restitution dans un autre lieu que celui de la prise en charge)",
  "Save Places and Fees": "Enregistrer les lieux et frais",
  "Place {{number}}": "Lieu {{number}}",
  Place: "Lieu",
  "Town or village name": "Nom de la ville ou du village",
  "Area covered": "Zone desservie",
  "e.g. Roseau and Castle Comfort": "ex. Roseau et Castle Comfort",
  "Fee ({{currency}})": "Frais ({{currency}})",
  "0 for free.": "0 pour gratuit.",
  "Opens at": "Ouvre à",
  "Leave both times empty for 24 hours.": "Laissez les deux heures vides pour 24 h sur 24.",
  "Closes at": "Ferme à",
  "After-hours fee ({{currency}})": "Frais hors horaires ({{currency}})",
  "Added when the renter's time is outside the opening hours.":
    "Ajoutés quand l'heure du locataire est en dehors des horaires d'ouverture.",
  "Places and fees saved": "Lieux et frais enregistrés",
  "Failed to save places and fees": "Échec de l'enregistrement des lieux et frais",
  "Failed to load places and fees": "Impossible de charger les lieux et frais",
  "places and fees": "lieux et frais",
  "Town or village": "Ville ou village",
  "Roseau Ferry Terminal": "Terminal des ferries de Roseau",
  "Delivery to your address": "Livraison à votre adresse",
  "Place must be one of douglas_charles_airport, canefield_airport, roseau_ferry_terminal, town, delivery":
    "Le lieu doit être l'un de douglas_charles_airport, canefield_airport, roseau_ferry_terminal, town, delivery",
  "Town or village name is required": "Le nom de la ville ou du village est obligatoire",
  "Town or village name must contain a letter": "Le nom de la ville ou du village doit contenir une lettre",
  "Delivery area is required": "La zone de livraison est obligatoire",
  "Fee must be an amount from 0 to 1,000,000": "Les frais doivent être un montant de 0 à 1 000 000",
  "After-hours fee must be an amount from 0 to 1,000,000":
    "Les frais hors horaires doivent être un montant de 0 à 1 000 000",
  "Write a time of day as HH:MM, such as 08:00": "Écrivez une heure sous la forme HH:MM, par exemple 08:00",
  "Give both the opening and the closing time, or neither for 24 hours":
    "Indiquez l'heure d'ouverture et celle de fermeture, ou aucune pour 24 h sur 24",
  "Opening and closing times must differ (leave both empty for 24 hours)":
    "Les heures d'ouverture et de fermeture doivent différer (laissez les deux vides pour 24 h sur 24)",
  "An after-hours fee needs opening hours": "Des frais hors horaires demandent des horaires d'ouverture",
  "A company may list at most 20 places": "Une société peut indiquer au plus 20 lieux",
  "This place is listed twice": "Ce lieu figure deux fois",
};
