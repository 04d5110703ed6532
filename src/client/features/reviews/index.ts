// The public surface other features use: the shown reviews of a company or a vehicle, and the
// company's own list to answer them.

export { ReviewList } from "./components/review-list";
export { CompanyReviews } from "./lazy-company-reviews";
