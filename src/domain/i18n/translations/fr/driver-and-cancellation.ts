import type { Translations } from "../../translate";

/**
 * A company's driver terms and cancellation policy (issue 22, items 5 and 6): the booking form's
 * rules and fee lines, the request's policy and what cancelling costs, and the profile's card with
 * its messages and toasts.
 */
export const driverAndCancellation: Translations = {
  // The price's driver lines (src/domain/pricing.ts)
  "Young-driver fee for {{count}} days_one": "Frais jeune conducteur pour {{count}} jour",
  "Young-driver fee for {{count}} days_other": "Frais jeune conducteur pour {{count}} jours",
  // The booking form
  "{{company}} rents to drivers aged {{age}} or older who have held a licence for {{count}} years._one":
    "{{company}} loue aux conducteurs de {{age}} ans ou plus, titulaires du permis depuis {{count}} an.",
  "{{company}} rents to drivers aged {{age}} or older who have held a licence for {{count}} years._other":
    "{{company}} loue aux conducteurs de {{age}} ans ou plus, titulaires du permis depuis {{count}} ans.",
  "{{company}} rents to drivers aged {{age}} or older.": "{{company}} loue aux conducteurs de {{age}} ans ou plus.",
  "Drivers under {{age}} pay a young-driver fee of {{fee}} a day.":
    "Les conducteurs de moins de {{age}} ans paient des frais jeune conducteur de {{fee}} par jour.",
  "The company arranges it for {{fee}}, added to the total.": "La société s'en occupe pour {{fee}}, ajoutés au total.",
  "{{company}} does not arrange the temporary driving permit: get it yourself before you drive.":
    "{{company}} ne s'occupe pas du permis de conduire temporaire : procurez-le-vous avant de prendre le volant.",
  "Cancellation policy": "Conditions d'annulation",
  // The profile's card
  "Drivers and Cancellation": "Conducteurs et annulation",
  Drivers: "Conducteurs",
  "Minimum driver age": "Âge minimum du conducteur",
  "On the first day of the rental; at least {{age}}.": "Au premier jour de la location ; {{age}} au moins.",
  "Years with a licence": "Années de permis",
  "Whole years since the licence was first issued, on the first day of the rental.":
    "Années pleines depuis la délivrance du permis, au premier jour de la location.",
  "Young-driver fee per day ({{currency}})": "Frais jeune conducteur par jour ({{currency}})",
  "Leave empty for none.": "Laissez vide s'il n'y en a pas.",
  "Young-driver fee applies under age": "Frais jeune conducteur en dessous de l'âge de",
  "For example 25: drivers aged 24 or younger pay it.":
    "Par exemple 25 : les conducteurs de 24 ans ou moins les paient.",
  "Not stated: the form's general note": "Non précisé : la note générale du formulaire",
  "We arrange it for a fee": "Nous nous en occupons, moyennant des frais",
  "The renter gets it": "Le locataire se le procure",
  "Permit fee ({{currency}})": "Frais de permis ({{currency}})",
  "Added once when the renter asks for a permit; 0 if you arrange it free.":
    "Ajoutés une fois quand le locataire demande un permis ; 0 si vous vous en occupez gratuitement.",
  "How the renter gets it (optional)": "Comment le locataire se le procure (facultatif)",
  "Shown in the booking form, as you write it.": "Affiché dans le formulaire de réservation, tel que vous l'écrivez.",
  Policy: "Conditions",
  "Shown before a request is sent, on its page and in its receipt. Nothing is charged by this site.":
    "Affichées avant l'envoi d'une demande, sur sa page et dans son récapitulatif. Ce site ne prélève rien.",
  "Not stated": "Non précisées",
  "Free until some days before pick-up, then a share of the total":
    "Gratuite jusqu'à quelques jours avant la prise en charge, puis une part du total",
  "Our own words": "Nos propres termes",
  "Share due from days before pick-up": "Part due à partir de combien de jours avant la prise en charge",
  "7: cancelling 7 days before pick-up or later costs the share; earlier is free.":
    "7 : annuler 7 jours avant la prise en charge ou plus tard coûte la part ; plus tôt, c'est gratuit.",
  "Share of the total (%)": "Part du total (%)",
  "0 makes cancelling free at any time.": "0 rend l'annulation gratuite à tout moment.",
  "Your cancellation policy": "Vos conditions d'annulation",
  "Save Drivers and Cancellation": "Enregistrer conducteurs et annulation",
  "Driver and cancellation terms saved": "Conditions conducteurs et annulation enregistrées",
  "Failed to save driver and cancellation terms": "Échec de l'enregistrement des conditions conducteurs et annulation",
  "Failed to load driver and cancellation terms": "Échec du chargement des conditions conducteurs et annulation",
  "driver and cancellation terms": "les conditions conducteurs et annulation",
  // Their refusals (src/domain/driver-terms.ts, cancellation-policy.ts)
  "The minimum driver age must be a whole number from 18 to 99":
    "L'âge minimum du conducteur doit être un nombre entier de 18 à 99",
  "The years with a licence must be a whole number from 0 to 60":
    "Les années de permis doivent être un nombre entier de 0 à 60",
  "The young-driver fee must be more than 0 and at most 1,000,000, in cents at most":
    "Les frais jeune conducteur doivent être supérieurs à 0 et d'au plus 1 000 000, au centime près",
  "The young-driver age must be a whole number above the minimum driver age, up to 99":
    "L'âge des frais jeune conducteur doit être un nombre entier supérieur à l'âge minimum, jusqu'à 99",
  "Give both the young-driver fee and the age under which it applies, or neither":
    "Indiquez à la fois les frais jeune conducteur et l'âge en dessous duquel ils s'appliquent, ou aucun des deux",
  "The permit fee must be from 0 to 1,000,000, in cents at most":
    "Les frais de permis doivent aller de 0 à 1 000 000, au centime près",
  "The permit note must be at most 300 characters": "La note sur le permis doit faire au plus 300 caractères",
  "Choose how the driving permit is arranged": "Choisissez comment le permis de conduire est obtenu",
  "Choose a cancellation policy": "Choisissez des conditions d'annulation",
  "The days before pick-up must be a whole number from 0 to 365":
    "Les jours avant la prise en charge doivent être un nombre entier de 0 à 365",
  "The share of the total must be a whole percent from 0 to 100":
    "La part du total doit être un pourcentage entier de 0 à 100",
  "Write the cancellation policy in 1 to 1000 characters": "Écrivez les conditions d'annulation en 1 à 1000 caractères",
};
