// The public surface other features use: the shown reviews of a company or a vehicle.
export { ReviewList } from "./components/review-list";
