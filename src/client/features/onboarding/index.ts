// The public surface other features use: the first-run checklist the company dashboard shows.
export { SetupChecklist } from "./components/setup-checklist";
