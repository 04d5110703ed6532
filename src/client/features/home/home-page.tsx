import { useUser } from "../../lib/auth";
import { useI18n } from "../../lib/i18n";
import { FeaturedVehicles } from "./components/featured-vehicles";
import { BrowseAll, CompanyCallToAction, Destinations, Faq, Hero, WhyRent } from "./components/home-sections";
import { HomeHeader } from "./home-header";

/** Home. Loaded with the app shell (not lazily), so it stays free of heavy imports. */
export function HomePage() {
  const { user, isLoading } = useUser();
  const { t } = useI18n();
  return (
    <>
      <HomeHeader />
      <main>
        <Hero />
        <Destinations />
        <FeaturedVehicles />
        <WhyRent />
        {!user && !isLoading && <CompanyCallToAction />}
        <BrowseAll />
        <Faq />
      </main>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground">
        © {new Date().getFullYear()} Dominica Car Rental · {t("Rent from local companies across the Nature Isle")}
      </footer>
    </>
  );
}
