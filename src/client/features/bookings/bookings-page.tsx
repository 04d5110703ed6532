import { useUser } from "../../lib/auth";
import { useI18n } from "../../lib/i18n";
import { CompanyInbox } from "./components/inbox/company-inbox";
import { MyBookingList } from "./components/my-booking-list";
import { VerifyEmailNotice } from "./components/verify-email-notice";

/**
 * My Bookings. A company user also decides on the bookings of the company's vehicles
 * here (its inbox: Approve or Decline), so that list comes first.
 */
export default function BookingsPage() {
  const { t } = useI18n();
  const { user } = useUser();
  const hasCompany = user?.companyId != null;
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold">{t("My Bookings")}</h1>
      {user?.role === "renter" && !user.emailVerified && <VerifyEmailNotice user={user} />}
      {hasCompany && <CompanyInbox />}
      <section aria-labelledby={hasCompany ? "own-bookings" : undefined} className="flex flex-col gap-4">
        {hasCompany && (
          <h2 id="own-bookings" className="text-xl font-semibold">
            {t("Your own bookings")}
          </h2>
        )}
        <MyBookingList />
      </section>
    </main>
  );
}
