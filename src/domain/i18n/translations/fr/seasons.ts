import type { Translations } from "../../translate";

/** Seasons (docs/product-rules.md, "Seasons"): the profile's card, the prices shown to visitors, a quote's lines. */
export const seasons: Translations = {
  // A price's lines (src/domain/pricing.ts)
  "{{count}} days at a seventh of the weekly rate_one": "{{count}} jour à un septième du tarif hebdomadaire",
  "{{count}} days at a seventh of the weekly rate_other": "{{count}} jours à un septième du tarif hebdomadaire",
  "{{count}} days at a thirtieth of the monthly rate_one": "{{count}} jour à un trentième du tarif mensuel",
  "{{count}} days at a thirtieth of the monthly rate_other": "{{count}} jours à un trentième du tarif mensuel",
  "{{count}} days at the {{season}} daily rate_one": "{{count}} jour au tarif journalier de {{season}}",
  "{{count}} days at the {{season}} daily rate_other": "{{count}} jours au tarif journalier de {{season}}",
  "{{count}} weeks at the {{season}} weekly rate_one": "{{count}} semaine au tarif hebdomadaire de {{season}}",
  "{{count}} weeks at the {{season}} weekly rate_other": "{{count}} semaines au tarif hebdomadaire de {{season}}",
  "{{count}} months at the {{season}} monthly rate_one": "{{count}} mois au tarif mensuel de {{season}}",
  "{{count}} months at the {{season}} monthly rate_other": "{{count}} mois au tarif mensuel de {{season}}",
  "{{count}} days at a seventh of the {{season}} weekly rate_one":
    "{{count}} jour à un septième du tarif hebdomadaire de {{season}}",
  "{{count}} days at a seventh of the {{season}} weekly rate_other":
    "{{count}} jours à un septième du tarif hebdomadaire de {{season}}",
  "{{count}} days at a thirtieth of the {{season}} monthly rate_one":
    "{{count}} jour à un trentième du tarif mensuel de {{season}}",
  "{{count}} days at a thirtieth of the {{season}} monthly rate_other":
    "{{count}} jours à un trentième du tarif mensuel de {{season}}",
  // The vehicle page and the catalogue's cards
  "Seasonal prices": "Prix saisonniers",
  "per week": "par semaine",
  "per month": "par mois",
  "at least {{count}} days_one": "au moins {{count}} jour",
  "at least {{count}} days_other": "au moins {{count}} jours",
  "Applies to your dates": "S'applique à vos dates",
  // The profile's card (src/client/features/company-profile/components/seasons-card.tsx)
  Seasons: "Saisons",
  "Each season's rates are percentages of every vehicle's own: 120 is 20% more. Leave a weekly or monthly rate empty if it is not offered in the season.":
    "Les tarifs d'une saison sont des pourcentages de ceux de chaque véhicule : 120 signifie 20 % de plus. Laissez un tarif hebdomadaire ou mensuel vide s'il n'est pas proposé pendant la saison.",
  "No seasons: your vehicles' own prices apply all year.":
    "Aucune saison : les prix de vos véhicules s'appliquent toute l'année.",
  "Season {{number}}": "Saison {{number}}",
  Name: "Nom",
  "High season": "Haute saison",
  "First day": "Premier jour",
  "Last day": "Dernier jour",
  Day: "Jour",
  Month: "Mois",
  "Daily rate (%)": "Tarif journalier (%)",
  "Weekly rate (%)": "Tarif hebdomadaire (%)",
  "Monthly rate (%)": "Tarif mensuel (%)",
  "Minimum days": "Jours minimum",
  "Remove season {{number}}": "Supprimer la saison {{number}}",
  "Add a season": "Ajouter une saison",
  "Save Seasons": "Enregistrer les saisons",
  "Seasons saved": "Saisons enregistrées",
  "Failed to save seasons": "Impossible d'enregistrer les saisons",
  "Failed to load seasons": "Impossible de charger les saisons",
  seasons: "saisons",
  // Validation (src/domain/seasons.ts)
  "Season name is required": "Le nom de la saison est obligatoire",
  "Season name must be at most 60 characters": "Le nom de la saison doit compter 60 caractères au plus",
  "Pick the season's first day and month": "Choisissez le jour et le mois du début de la saison",
  "Pick the season's last day and month": "Choisissez le jour et le mois de la fin de la saison",
  "Daily rate must be a whole percentage from 10 to 500":
    "Le tarif journalier doit être un pourcentage entier entre 10 et 500",
  "Weekly rate must be empty (not offered) or a whole percentage from 10 to 500":
    "Le tarif hebdomadaire doit être vide (non proposé) ou un pourcentage entier entre 10 et 500",
  "Monthly rate must be empty (not offered) or a whole percentage from 10 to 500":
    "Le tarif mensuel doit être vide (non proposé) ou un pourcentage entier entre 10 et 500",
  "A season's weekly percentage must not be more than its daily one":
    "Le pourcentage hebdomadaire d'une saison ne doit pas dépasser son pourcentage journalier",
  "A season's monthly percentage must not be more than its daily one":
    "Le pourcentage mensuel d'une saison ne doit pas dépasser son pourcentage journalier",
  "Minimum rental must be a whole number of days from 1 to 180":
    "La location minimale doit être un nombre entier de jours entre 1 et 180",
  "A company has at most 12 seasons": "Une société a 12 saisons au plus",
  "Two seasons may not have the same name": "Deux saisons ne peuvent pas avoir le même nom",
  "Seasons may not overlap: this one shares days with an earlier one":
    "Les saisons ne doivent pas se chevaucher : celle-ci partage des jours avec une saison précédente",
};
