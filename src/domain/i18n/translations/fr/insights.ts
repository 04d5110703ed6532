import type { Translations } from "../../translate";

/** The company's Insights screen: its period, figures, charts and table. */
export const insights: Translations = {
  Insights: "Statistiques",
  "How your vehicles do over the period you choose. Visitors are counted, never named.":
    "Les résultats de vos véhicules sur la période choisie. Les visiteurs sont comptés, jamais nommés.",
  Period: "Période",
  "Last 7 days": "7 derniers jours",
  "Last 30 days": "30 derniers jours",
  "Last 90 days": "90 derniers jours",
  "Last 12 months": "12 derniers mois",
  "The period must end on or after its first day": "La période doit finir le jour de son début ou après",
  "The period may be at most 366 days": "La période peut durer 366 jours au plus",
  "Choose both days of the period": "Choisissez les deux jours de la période",
  "Download CSV": "Télécharger le CSV",
  insights: "statistiques",
  "Failed to load insights": "Impossible de charger les statistiques",
  "No vehicles yet. Add your first vehicle to see its figures here.":
    "Aucun véhicule pour l'instant. Ajoutez votre premier véhicule pour voir ses résultats ici.",
  "Per vehicle": "Par véhicule",
  "From views to bookings": "Des visites aux réservations",
  "Figures per vehicle": "Résultats par véhicule",
  "Page views": "Pages vues",
  Quotes: "Devis",
  Requests: "Demandes",
  "Confirmed bookings": "Réservations confirmées",
  "Lost to busy dates": "Perdues : dates prises",
  "searches that found it taken": "recherches qui l'ont trouvé pris",
  Utilisation: "Taux d'occupation",
  "{{booked}} of {{bookable}} bookable days booked": "{{booked}} jours réservés sur {{bookable}} réservables",
  Revenue: "Chiffre d'affaires",
  "Median answer time": "Délai de réponse médian",
  "Requests answered: {{count}}": "Demandes traitées : {{count}}",
  "Requests, confirmed bookings, revenue and answer times are those of the requests received in the period. Utilisation is the days booked among the days each vehicle could be booked: blocked days and days its papers had expired do not count. Searches lost to busy dates are searches with dates that matched the vehicle on every other filter.":
    "Demandes, réservations confirmées, chiffre d'affaires et délais de réponse sont ceux des demandes reçues pendant la période. Le taux d'occupation compte les jours réservés parmi les jours où chaque véhicule pouvait être réservé : les jours bloqués et ceux où ses papiers avaient expiré ne comptent pas. Les recherches perdues sont des recherches avec dates qui correspondaient au véhicule sur tous les autres filtres.",
};
