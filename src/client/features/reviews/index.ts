// The public surface other features use: the shown reviews of a company or a vehicle, and the
// company's own list to answer them.
export { CompanyReviews } from "./components/company-reviews";
export { ReviewList } from "./components/review-list";
