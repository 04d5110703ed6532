import type { Translations } from "../../translate";

/**
 * A company's start: the "what happens next" page after registering, the dashboard's first-run
 * checklist, a rejected account's notice, and the admin's rejection dialog.
 */
export const onboarding: Translations = {
  "What happens next": "La suite",
  "Your company is registered": "Votre société est inscrite",
  "Here is what happens next.": "Voici la suite.",
  "1. An admin checks your company": "1. Un administrateur vérifie votre société",
  "1. An admin has approved your company": "1. Un administrateur a validé votre société",
  "Every new company is checked before it is listed on the marketplace. Until then your vehicles are not shown to renters.":
    "Chaque nouvelle société est vérifiée avant d'apparaître sur la place de marché. D'ici là, vos véhicules ne sont pas montrés aux locataires.",
  "We will write to {{email}} as soon as an admin has decided.":
    "Nous écrirons à {{email}} dès qu'un administrateur aura décidé.",
  "2. Meanwhile, prepare your listing": "2. En attendant, préparez votre annonce",
  "Your profile: address, parish and the currency of your prices":
    "Votre profil : adresse, paroisse et devise de vos prix",
  "Your pick-up places, their opening hours and fees": "Vos lieux de prise en charge, leurs horaires et leurs frais",
  "Your vehicles, each with photos": "Vos véhicules, chacun avec ses photos",
  "Your driver and cancellation terms": "Vos conditions pour les conducteurs et d'annulation",
  "3. Once approved": "3. Une fois validée",
  "Your available vehicles are listed on the marketplace and on your own page, and renters can send you requests.":
    "Vos véhicules disponibles apparaissent sur la place de marché et sur votre propre page, et les locataires peuvent vous envoyer des demandes.",
  "Go to your dashboard": "Aller à votre tableau de bord",
  "An admin did not approve your company": "Un administrateur n'a pas validé votre société",
  "Their reason:": "Sa raison :",
  "Contact the marketplace team if you can put it right.":
    "Contactez l'équipe de la place de marché si vous pouvez y remédier.",
  "Language must be one of en, fr": "La langue doit être en ou fr",
  Rejected: "Refusée",
  Reject: "Refuser",
  "Reject {{name}}": "Refuser {{name}}",
  "Rejecting...": "Refus…",
  "Company rejected": "Société refusée",
  "Reason is required": "Le motif est obligatoire",
  "The company is told the reason by mail, in its language, and sees it on its dashboard.":
    "La société reçoit le motif par e-mail, dans sa langue, et le voit sur son tableau de bord.",
  // The Dashboard's first-run checklist
  "Get your company ready": "Préparez votre société",
  "{{done}} of {{total}} steps done": "{{done}} étapes sur {{total}} terminées",
  "Choose the currency of your prices": "Choisissez la devise de vos prix",
  "Complete your profile: address, town and parish": "Complétez votre profil : adresse, ville et paroisse",
  "Set your pick-up places, their hours and fees":
    "Indiquez vos lieux de prise en charge, leurs horaires et leurs frais",
  "Add your first vehicle with photos": "Ajoutez votre premier véhicule avec des photos",
  "State your cancellation terms": "Indiquez vos conditions d'annulation",
  "Keep your calendar: block busy days or connect another calendar":
    "Tenez votre calendrier : bloquez les jours pris ou connectez un autre calendrier",
  done: "fait",
  "to do": "à faire",
};
