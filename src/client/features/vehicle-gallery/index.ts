// The public surface other features use: the gallery manager, in the company's vehicle form and the admin's dialog.
export { VehicleGalleryDialog } from "./components/vehicle-gallery-dialog";
export { VehicleGalleryManager } from "./components/vehicle-gallery-manager";
