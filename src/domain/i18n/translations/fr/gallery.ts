import type { Translations } from "../../translate";

/**
 * A vehicle's photo gallery, as its company (in the vehicle form) and the admins (the Photos dialog)
 * manage it: uploads, order, removal with undo, and the server's refusals.
 */
export const gallery: Translations = {
  Photos: "Photos",
  "{{count}} of {{max}} photos_one": "{{count}} photo sur {{max}}",
  "{{count}} of {{max}} photos_other": "{{count}} photos sur {{max}}",
  "Drag a photo or use its arrows to change the order; the first is the cover. Changes are saved at once.":
    "Faites glisser une photo ou utilisez ses flèches pour changer l'ordre ; la première est la photo principale. Chaque changement est enregistré aussitôt.",
  "Add photos": "Ajouter des photos",
  "Or drop them here. Up to 12 photos of at most 5MB each; 1200x800px (3:2) looks best.":
    "Ou déposez-les ici. Jusqu'à 12 photos de 5 Mo au plus chacune ; 1200x800 px (3:2) rend le mieux.",
  Uploads: "Envois",
  Waiting: "En attente",
  "{{percent}}% sent": "{{percent}} % envoyé",
  Uploaded: "Envoyée",
  "No photos yet. The first one you add is the cover.":
    "Aucune photo pour l'instant. La première ajoutée sera la photo principale.",
  "Photo {{position}} of {{count}}": "Photo {{position}} sur {{count}}",
  Cover: "Principale",
  "Move photo {{position}} earlier": "Avancer la photo {{position}}",
  "Move earlier": "Avancer",
  "Move photo {{position}} later": "Reculer la photo {{position}}",
  "Move later": "Reculer",
  "Remove photo {{position}}": "Retirer la photo {{position}}",
  "Remove photo": "Retirer la photo",
  "Photo removed": "Photo retirée",
  Undo: "Annuler",
  "Undo is also under the photos": "Le bouton Annuler se trouve aussi sous les photos",
  "Photo restored": "Photo rétablie",
  "Photo moved to position {{position}} of {{count}}": "Photo déplacée en position {{position}} sur {{count}}",
  "Uploads finished: {{added}} added, {{failed}} failed": "Envois terminés : {{added}} ajoutée(s), {{failed}} en échec",
  "Failed to load photos": "Impossible de charger les photos",
  "Failed to upload photo": "Impossible d'envoyer la photo",
  "Failed to remove photo": "Impossible de retirer la photo",
  "Failed to save the order of the photos": "Impossible d'enregistrer l'ordre des photos",
  "Photos of the {{name}}": "Photos du {{name}}",
  "Photos of {{name}}": "Photos de {{name}}",
  "Up to 12 photos; the first is the cover on every card.":
    "Jusqu'à 12 photos ; la première illustre le véhicule sur toutes les fiches.",
  "More photos can be added once the vehicle is saved.":
    "Vous pourrez ajouter d'autres photos une fois le véhicule enregistré.",
  // The server's refusals
  "A vehicle has at most 12 photos: remove one before adding another":
    "Un véhicule a 12 photos au plus : retirez-en une avant d'en ajouter une autre",
  "Image must be at most 25 megapixels": "L'image doit faire 25 mégapixels au maximum",
};
