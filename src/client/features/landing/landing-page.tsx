import { useParams } from "wouter";
import { useCompany } from "../../api/get-company";
import { usePublicCompanyVehicles } from "../../api/get-public-company-vehicles";
import { PageSpinner } from "../../components/route-guards";
import { ApiError, errorMessage } from "../../lib/api";
import { useI18n, useTranslatedMessage } from "../../lib/i18n";
import { CompanyLanding } from "./company-landing";
import { LandingNotice } from "./components/landing-notice";

/** A company's landing page: a page of its own, without the navigation bar. Its head: landing-head.ts. */
export default function LandingPage() {
  const { t } = useI18n();
  const translated = useTranslatedMessage();
  const { id = "" } = useParams<{ id: string }>();
  const company = useCompany(id);
  // Asked for alongside the company, not after it: the fleet's first photo is the page's largest paint.
  usePublicCompanyVehicles(id);

  if (company.isPending) return <PageSpinner />;
  if (company.isError) {
    const isMissing = company.error instanceof ApiError && [400, 404].includes(company.error.status);
    return (
      <LandingNotice title={isMissing ? t("Car Rental Company Not Found in Dominica") : t("Something went wrong")}>
        {isMissing
          ? t("We could not find this rental company. It may have moved or no longer be listed.")
          : translated(errorMessage(company.error, "Failed to fetch company"))}
      </LandingNotice>
    );
  }
  if (!company.data.isLandingPageEnabled) {
    return (
      <LandingNotice title={t("Landing Page Temporarily Unavailable")}>
        {t("This company's landing page is currently disabled. Please check back later or browse our other partners.")}
      </LandingNotice>
    );
  }
  return <CompanyLanding company={company.data} />;
}
