import { CalendarCheck, Car, Clock, Mail, MapPin, MessageCircle, Phone, ShieldCheck, Star } from "lucide-react";
import { useDeferredValue, useEffect } from "react";
import { Link, useParams } from "wouter";
import { landingPageTitle } from "../../../domain/company-landing";
import type { PublicCompany } from "../../../domain/contracts/companies";
import type { Language } from "../../../domain/i18n/languages";
import type { Translate } from "../../../domain/i18n/translate";
import { usePublicCompanyVehicles } from "../../api/get-public-company-vehicles";
import { PreferencesBar } from "../../components/preferences-bar";
import { QueryState } from "../../components/query-state";
import { PageSpinner } from "../../components/route-guards";
import { Skeleton } from "../../components/ui/skeleton";
import { ApiError, errorMessage } from "../../lib/api";
import { useI18n, useTranslatedMessage } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useCompany } from "./api/get-company";
import { FleetCard } from "./components/fleet-card";

/** A company's landing page: a page of its own, without the navigation bar. */
export default function LandingPage() {
  const { t } = useI18n();
  const translated = useTranslatedMessage();
  const { id = "" } = useParams<{ id: string }>();
  const company = useCompany(id);
  // Asked for alongside the company, not after it: the fleet's first photo is the page's largest paint.
  usePublicCompanyVehicles(id);
  const data = company.data;
  useDocumentHead(data?.isLandingPageEnabled ? data : undefined);

  if (company.isPending) return <PageSpinner />;
  if (company.isError) {
    const isMissing = company.error instanceof ApiError && [400, 404].includes(company.error.status);
    return (
      <Notice title={isMissing ? t("Car Rental Company Not Found in Dominica") : t("Something went wrong")}>
        {isMissing
          ? t("We could not find this rental company. It may have moved or no longer be listed.")
          : translated(errorMessage(company.error, "Failed to fetch company"))}
      </Notice>
    );
  }
  if (!company.data.isLandingPageEnabled) {
    return (
      <Notice title={t("Landing Page Temporarily Unavailable")}>
        {t("This company's landing page is currently disabled. Please check back later or browse our other partners.")}
      </Notice>
    );
  }
  return <CompanyLanding company={company.data} />;
}

/**
 * Keeps title and description right, in the visitor's language, when the visitor arrives from
 * inside the app or switches language (the server sets them on a fresh load).
 */
function useDocumentHead(company: PublicCompany | undefined) {
  const { t, language } = useI18n();
  useEffect(() => {
    if (!company) return;
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = { title: document.title, description: description?.content };
    document.title = documentTitle(company.name, language, t);
    if (description) {
      description.content = t("Rent a car from {{name}} in {{place}}, Dominica.", {
        name: company.name,
        place: `${company.cityVillage}, ${company.parish}`,
      });
    }
    return () => {
      document.title = previous.title;
      if (description && previous.description !== undefined) description.content = previous.description;
    };
  }, [company, language, t]);
}

/** The title in English (the same as the server's), its translation otherwise. */
const documentTitle = (name: string, language: Language, t: Translate) =>
  language === "en" ? landingPageTitle(name) : t("{{name}} | Car Rental in Dominica", { name });

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <Car aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
      <Link href={paths.companies} className="font-medium text-primary underline-offset-4 hover:underline">
        {t("Back to all rental companies")}
      </Link>
    </main>
  );
}

// Written out as t("…") calls so that the catalogue check finds every key.
const highlights = (t: Translate) => [
  {
    title: t("Well-kept Vehicles"),
    text: t("Serviced regularly and ready for mountain roads."),
    icon: ShieldCheck,
  },
  {
    title: t("Quick Replies"),
    text: t("Send your request on WhatsApp and talk to us directly."),
    icon: MessageCircle,
  },
  { title: t("Flexible Rentals"), text: t("Daily, weekly and monthly rates."), icon: CalendarCheck },
];

const steps = (t: Translate) => [
  t("Choose a vehicle from our fleet below."),
  t("Fill in the booking form with your dates and driver's details."),
  t("Send it via WhatsApp: we confirm availability and the final price."),
  t("Pick up your vehicle and explore Dominica."),
];

// Ratings in the visitor's digits: "4.2" in English, "4,2" in French.
const RATING_FORMATS: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  fr: new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

function CompanyLanding({ company }: { company: PublicCompany }) {
  const { t, language } = useI18n();
  const fleet = usePublicCompanyVehicles(company.id);
  // Cards render in a deferred pass that React splits into short tasks (a phone stays responsive).
  const vehicles = useDeferredValue(fleet.data);
  const place = [company.cityVillage, company.parish].filter(Boolean).join(", ");
  const phoneHref = `tel:${company.phone.replace(/[^\d+]/g, "")}`;
  return (
    <>
      <PreferencesBar />
      <header className="bg-gradient-to-br from-primary to-emerald-900 text-primary-foreground">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <p className="text-sm uppercase tracking-wide opacity-80">
            {place ? t("Car rental in {{place}}", { place }) : t("Car rental in Dominica")}
          </p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{company.name}</h1>
          {company.rating !== null && (
            <p className="mt-2 flex items-center gap-1">
              <Star aria-hidden className="size-4 fill-current" />{" "}
              {t("{{rating}} out of 5", { rating: RATING_FORMATS[language].format(company.rating) })}
            </p>
          )}
          <ul className="mt-5 flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-6">
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="size-4" />
              <a href={phoneHref} className="underline-offset-4 hover:underline">
                {company.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-4" />
              <a href={`mailto:${company.contactEmail}`} className="break-all underline-offset-4 hover:underline">
                {company.contactEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4" />
              {[company.address, place].filter(Boolean).join(", ")}
            </li>
          </ul>
        </div>
      </header>

      <main className="mx-auto max-w-6xl space-y-14 px-4 py-10">
        <section aria-label={t("Highlights")}>
          <ul className="grid gap-4 sm:grid-cols-3">
            {highlights(t).map(({ title, text, icon: Icon }) => (
              <li key={title} className="flex gap-3 rounded-xl border p-4">
                <Icon aria-hidden className="size-6 shrink-0 text-primary" />
                <div>
                  <h2 className="font-semibold">{title}</h2>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading" className="mb-4 text-2xl font-bold">
            {t("How Booking Works")}
          </h2>
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {steps(t).map((step, index) => (
              <li key={step} className="rounded-xl bg-secondary p-4">
                <span className="mb-2 flex size-8 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                  {index + 1}
                </span>
                <p className="text-sm">{step}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="fleet-heading">
          <h2 id="fleet-heading" className="mb-4 text-2xl font-bold">
            {t("Our Fleet")}
          </h2>
          {!vehicles ? (
            <QueryState
              isLoading={fleet.isLoading || Boolean(fleet.data)}
              error={fleet.error}
              fallback="Failed to fetch vehicles"
              label="vehicles"
              placeholder={
                <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                  {[0, 1, 2].map((n) => (
                    <Skeleton key={n} className="h-80 rounded-xl" />
                  ))}
                </div>
              }
            />
          ) : vehicles.length === 0 ? (
            <p className="text-muted-foreground">{t("No vehicles available from this company.")}</p>
          ) : (
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {vehicles.map((vehicle, index) => (
                <FleetCard key={vehicle.id} vehicle={vehicle} priority={index < 3} />
              ))}
            </div>
          )}
        </section>

        <section aria-labelledby="about-heading" className="grid gap-8 md:grid-cols-2">
          <div>
            <h2 id="about-heading" className="mb-3 text-2xl font-bold">
              {t("About {{name}}", { name: company.name })}
            </h2>
            <p className="text-muted-foreground">
              {place
                ? t("{{name}} is a local car rental company based in {{place}}.", { name: company.name, place })
                : t("{{name}} is a local car rental company based in Dominica.", { name: company.name })}{" "}
              {t(
                "We help visitors and residents get around the Nature Isle, from Roseau's streets to the mountain roads of the interior.",
              )}
              {company.contactFullName && ` ${t("Your contact is {{name}}.", { name: company.contactFullName })}`}
            </p>
          </div>
          <div id="contact">
            <h2 className="mb-3 text-2xl font-bold">{t("Contact")}</h2>
            <ul className="space-y-2">
              <li className="flex items-center gap-2">
                <Phone aria-hidden className="size-4 text-primary" />
                <a href={phoneHref} className="hover:text-primary">
                  {company.phone}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Mail aria-hidden className="size-4 text-primary" />
                <a href={`mailto:${company.contactEmail}`} className="break-all hover:text-primary">
                  {company.contactEmail}
                </a>
              </li>
              <li className="flex items-start gap-2">
                <MapPin aria-hidden className="mt-1 size-4 text-primary" />
                <address className="not-italic">
                  {company.address}
                  <br />
                  {place}
                  <br />
                  {company.country}
                </address>
              </li>
              <li className="flex items-center gap-2">
                <Clock aria-hidden className="size-4 text-primary" />
                {/* OPENING_HOURS.label (company-landing.ts), written out so that the catalogue check finds it. */}
                {t("Monday to Saturday, 08:00 to 18:00")}
              </li>
            </ul>
          </div>
        </section>
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
