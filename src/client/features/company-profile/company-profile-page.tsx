import { useCompanyProfile } from "../../api/get-company-profile";
import { ErrorNotice, QueryState } from "../../components/query-state";
import { useUser } from "../../lib/auth";
import { useI18n } from "../../lib/i18n";
import { AvailabilityRulesCard } from "./components/availability-rules-card";
import { CalendarFeedsCard } from "./components/calendar-feeds-card";
import { CurrencyCard } from "./components/currency-card";
import { DriverAndCancellationCard } from "./components/driver-and-cancellation-card";
import { ExtrasCard } from "./components/extras-card";
import { LandingUrlCard } from "./components/landing-url-card";
import { PaymentTermsCard } from "./components/payment-terms-card";
import { ProfileForm } from "./components/profile-form";
import { RentalPlacesCard } from "./components/rental-places-card";
import { SeasonsCard } from "./components/seasons-card";
import { TradeLicenceCard } from "./components/trade-licence-card";
import { UnsavedChangesGuard } from "./unsaved-changes";

/** The Company Profile. */
export default function CompanyProfilePage() {
  const { t } = useI18n();
  const { user } = useUser();
  const companyId = user?.companyId ?? null;
  const profile = useCompanyProfile(companyId);
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold">{t("Company Profile")}</h1>
      {companyId === null ? (
        <ErrorNotice>{t("Company ID not found")}</ErrorNotice>
      ) : profile.isLoading || profile.isError || !profile.data ? (
        <QueryState
          isLoading={profile.isLoading}
          error={profile.error ?? new Error("no profile")}
          fallback="Failed to fetch company"
          label="profile"
        />
      ) : (
        <UnsavedChangesGuard>
          {/* First: every amount below is in this currency (issue 38). */}
          <CurrencyCard companyId={companyId} currency={profile.data.currency} />
          <LandingUrlCard companyId={companyId} />
          <CalendarFeedsCard />
          <AvailabilityRulesCard companyId={companyId} />
          <ExtrasCard companyId={companyId} currency={profile.data.currency} />
          <SeasonsCard companyId={companyId} />
          <DriverAndCancellationCard companyId={companyId} currency={profile.data.currency} />
          <PaymentTermsCard />
          <RentalPlacesCard companyId={companyId} currency={profile.data.currency} />
          {/* Keyed by id so a refetched profile resets the form's defaults. */}
          <ProfileForm key={profile.data.id} profile={profile.data} />
          <TradeLicenceCard />
        </UnsavedChangesGuard>
      )}
    </main>
  );
}
