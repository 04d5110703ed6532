import { lazy, Suspense } from "react";
import { QueryState } from "../../components/query-state";

const OwnReviews = lazy(() => import("./components/company-reviews").then((m) => ({ default: m.CompanyReviews })));

/**
 * The company's own reviews with their reply form, loaded when the dashboard shows them: public pages
 * that list reviews (a vehicle's, a company's landing page) import this feature too, and carry none
 * of the form's code (its mutation, textarea and toasts).
 */
export function CompanyReviews() {
  return (
    <Suspense fallback={<QueryState isLoading error={null} fallback="Reviews could not be loaded." label="reviews" />}>
      <OwnReviews />
    </Suspense>
  );
}
