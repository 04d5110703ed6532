import type { Translations } from "../../translate";

/**
 * After confirmation (docs/product-rules.md, "Cancellations and no-shows" and "Payments"): the
 * company's cancel and no-show, who cancelled, how the company is paid and what it recorded.
 */
export const lifecycle: Translations = {
  // Cancel and no-show, in the company's inbox
  "Cancel booking": "Annuler la réservation",
  "Mark as no-show": "Signaler une absence",
  "Cancel this booking?": "Annuler cette réservation ?",
  "Mark this booking as a no-show?": "Signaler que le locataire n'est pas venu ?",
  "Reason, sent to the renter": "Motif, envoyé au locataire",
  "The renter is emailed your reason and your other vehicles free on those dates. Nothing is charged to them for this cancellation.":
    "Le locataire reçoit par e-mail votre motif et vos autres véhicules libres à ces dates. Cette annulation ne lui coûte rien.",
  "e.g. The vehicle broke down and cannot be repaired in time.":
    "ex. Le véhicule est en panne et ne peut pas être réparé à temps.",
  "The booking ends as cancelled: the renter did not come to collect the vehicle.":
    "La réservation est annulée : le locataire n'est pas venu chercher le véhicule.",
  "Keep the booking": "Garder la réservation",
  "Cancelled {{time}}": "Annulée le {{time}}",
  "Booking cancelled. The renter has been told by email.":
    "Réservation annulée. Le locataire a été prévenu par e-mail.",
  "Failed to cancel the booking": "La réservation n'a pas pu être annulée",
  "Marked as a no-show": "Absence signalée",
  "Failed to mark the no-show": "L'absence n'a pas pu être signalée",
  "Give the renter a reason for cancelling": "Donnez au locataire le motif de l'annulation",
  "This booking can no longer be cancelled: only a waiting or confirmed booking whose rental has not ended can be.":
    "Cette réservation ne peut plus être annulée : seule une réservation en attente ou confirmée dont la location n'est pas terminée peut l'être.",
  "The renter is not late yet: a no-show can be marked once the pick-up time has passed.":
    "Le locataire n'est pas encore en retard : une absence se signale une fois l'heure de prise passée.",
  "Only a confirmed booking can be marked as a no-show.":
    "Seule une réservation confirmée peut être signalée comme absence.",
  // Who cancelled
  "Reason:": "Motif :",
  "Cancelled by the renter.": "Annulée par le locataire.",
  "Cancelled by the company, with no cancellation charge to the renter.":
    "Annulée par le loueur, sans frais d'annulation pour le locataire.",
  "Cancelled: the renter did not come to collect the vehicle (no-show).":
    "Annulée : le locataire n'est pas venu chercher le véhicule (absence).",
  "{{company}} cancelled this booking. Nothing is charged to you for this cancellation.":
    "{{company}} a annulé cette réservation. Cette annulation ne vous coûte rien.",
  "{{company}} marked this booking as a no-show: nobody came to collect the vehicle.":
    "{{company}} a signalé une absence : personne n'est venu chercher le véhicule.",
  "Cancelled by you": "Annulée par vous",
  "Cancelled by {{company}}": "Annulée par {{company}}",
  "Marked as a no-show by {{company}}": "Absence signalée par {{company}}",
  "Why {{company}} cancelled": "Pourquoi {{company}} a annulé",
  // Payments recorded by the company
  "Payments ({{count}})": "Paiements ({{count}})",
  Payment: "Paiement",
  Refund: "Remboursement",
  "Deposit paid": "Caution payée",
  "Amount ({{currency}})": "Montant ({{currency}})",
  Method: "Moyen",
  "Note (optional)": "Note (facultative)",
  "Record payment": "Enregistrer le paiement",
  "Payment recorded": "Paiement enregistré",
  "Failed to record the payment": "Le paiement n'a pas pu être enregistré",
  "Payments can be recorded only on a confirmed, completed or cancelled booking, not on a request.":
    "Un paiement ne s'enregistre que sur une réservation confirmée, terminée ou annulée, pas sur une demande.",
  "Kind must be one of deposit, payment, refund": "Le type doit être caution, paiement ou remboursement",
  "Method must be one of bank_transfer, payment_link, cash, card":
    "Le moyen doit être virement, lien de paiement, espèces ou carte",
  "Note must be text": "La note doit être du texte",
  "Amount must be more than 0 and at most 1,000,000, with at most two decimals":
    "Le montant doit être supérieur à 0 et d'au plus 1 000 000, avec au plus deux décimales",
  // How the company is paid
  "How you are paid": "Comment vous êtes payé",
  "Renters see this, with the amounts due, once you confirm their booking.":
    "Les locataires le voient, avec les montants dus, dès que vous confirmez leur réservation.",
  "Ways you take payments": "Moyens de paiement acceptés",
  "Bank details": "Coordonnées bancaires",
  "Bank, account name and number.": "Banque, titulaire et numéro du compte.",
  "Your payment page": "Votre page de paiement",
  "Its full https:// address, e.g. your PayPal or card page.":
    "Son adresse complète en https://, par ex. votre page PayPal ou de paiement par carte.",
  "Deposit due": "Caution à régler",
  "Rest due": "Reste à régler",
  "Save payment terms": "Enregistrer les conditions de paiement",
  "Failed to load the payment terms": "Les conditions de paiement n'ont pas pu être chargées",
  "payment terms": "conditions de paiement",
  "Payment terms saved": "Conditions de paiement enregistrées",
  "Failed to save the payment terms": "Les conditions de paiement n'ont pas pu être enregistrées",
  "Payment link must be a full https:// address": "Le lien de paiement doit être une adresse complète en https://",
  "Give the bank details a transfer needs": "Indiquez les coordonnées bancaires nécessaires au virement",
  "Give the address of your payment page": "Indiquez l'adresse de votre page de paiement",
  "Choose at least one way you take payments": "Choisissez au moins un moyen de paiement",
  "Unknown way of payment": "Moyen de paiement inconnu",
  "Bank details must be text": "Les coordonnées bancaires doivent être du texte",
  "Deposit due must be confirmation or pick-up": "La caution se règle à la confirmation ou à la prise du véhicule",
  "Rest due must be confirmation or pick-up": "Le reste se règle à la confirmation ou à la prise du véhicule",
  "Bank transfer": "Virement bancaire",
  "Payment link": "Lien de paiement",
  "Cash at pick-up": "Espèces à la prise du véhicule",
  "Card at pick-up": "Carte à la prise du véhicule",
  "On confirmation": "À la confirmation",
  "At pick-up": "À la prise du véhicule",
  // The renter's "How to pay"
  "How to pay {{company}}": "Comment payer {{company}}",
  "Rental total": "Total de la location",
  "{{company}} will tell you how to pay. Ask them on WhatsApp.":
    "{{company}} vous dira comment payer. Demandez-lui sur WhatsApp.",
};
