import { Link } from "wouter";
import type { PublicCompany } from "../../../domain/contracts/companies";
import { PreferencesBar } from "../../components/preferences-bar";
import { useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { ReviewList } from "../reviews";
import { BookingSteps } from "./components/booking-steps";
import { LandingAbout } from "./components/landing-about";
import { LandingFacts } from "./components/landing-facts";
import { LandingFleet } from "./components/landing-fleet";
import { LandingHeader } from "./components/landing-header";

/** A public company's page: who it is, its fleet, and how to book; each fact its own (landing-facts.tsx). */
export function CompanyLanding({ company }: { company: PublicCompany }) {
  const { t } = useI18n();
  return (
    <>
      <PreferencesBar />
      <LandingHeader company={company} />
      <main className="mx-auto max-w-6xl space-y-14 px-4 py-10">
        <LandingFacts companyId={company.id} />
        <BookingSteps />
        <LandingFleet companyId={company.id} />
        <ReviewList owner="company" id={company.id} companyName={company.name} />
        <LandingAbout company={company} />
      </main>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground">
        <p>
          © {new Date().getFullYear()} {company.name} · {company.country}
        </p>
        <p className="mt-1">
          {t("Listed on")}{" "}
          <Link href={paths.home} className="text-primary hover:underline">
            Dominica Car Rental
          </Link>
        </p>
      </footer>
    </>
  );
}
