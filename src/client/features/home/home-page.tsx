import { useUser } from "../../lib/auth";
import { FeaturedVehicles } from "./components/featured-vehicles";
import { BrowseAll, CompanyCallToAction, Destinations, Faq, Hero, WhyRent } from "./components/home-sections";
import { HomeHeader } from "./home-header";

/** Spec §2 Home. Loaded with the app shell (not lazily), so it stays free of heavy imports. */
export function HomePage() {
  const { user, isLoading } = useUser();
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
        © {new Date().getFullYear()} Dominica Car Rental · Rent from local companies across the Nature Isle
      </footer>
    </>
  );
}
