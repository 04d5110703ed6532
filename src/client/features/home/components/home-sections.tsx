import { Clock, MapPin, MessageCircle, Mountain, ShieldCheck, Wallet, Waves } from "lucide-react";
import { Link } from "wouter";
import type { Translate } from "../../../../domain/i18n/translate";
import { useI18n } from "../../../lib/i18n";
import { paths } from "../../../lib/paths";
import { HomeSearch } from "./home-search";
import { pluralTypeLabel } from "./vehicle-type-plurals";

const QUICK_LINK_TYPES = ["suv", "sedan", "pickup", "van"];

export function Hero() {
  const { t } = useI18n();
  return (
    <section className="bg-gradient-to-br from-primary to-emerald-900 text-primary-foreground">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <h1 className="max-w-2xl text-3xl font-bold tracking-tight sm:text-5xl">
          {t("Premium Car Rentals in Dominica")}
        </h1>
        <p className="mt-4 max-w-xl text-base opacity-90 sm:text-lg">
          {t("Compare vehicles from trusted local rental companies and contact them directly on WhatsApp.")}
        </p>
        <HomeSearch />
        <nav aria-label={t("Vehicle types")} className="mt-6 grid max-w-xl grid-cols-2 gap-3 sm:grid-cols-4">
          {QUICK_LINK_TYPES.map((type) => (
            <Link
              key={type}
              href={paths.vehicles(type)}
              className="rounded-lg bg-white/15 px-4 py-3 text-center font-semibold backdrop-blur transition-colors first-letter:uppercase hover:bg-white/25"
            >
              {pluralTypeLabel(type, t)}
            </Link>
          ))}
        </nav>
      </div>
    </section>
  );
}

const destinations = (t: Translate) => [
  {
    name: t("Boiling Lake"),
    text: t("The world's second-largest hot lake, a full-day hike from Laudat."),
    icon: Mountain,
  },
  { name: t("Trafalgar Falls"), text: t("Twin waterfalls a short drive up the Roseau Valley."), icon: Waves },
  {
    name: t("Portsmouth & Cabrits"),
    text: t("Indian River boat trips and the fort on the northern peninsula."),
    icon: MapPin,
  },
  { name: t("Champagne Reef"), text: t("Snorkel through volcanic bubbles on the south-west coast."), icon: Waves },
];

export function Destinations() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="destinations-heading" className="bg-secondary/60">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="destinations-heading" className="mb-6 text-2xl font-bold sm:text-3xl">
          {t("Explore the Nature Isle")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {destinations(t).map(({ name, text, icon: Icon }) => (
            <li key={name} className="rounded-xl border bg-card p-5">
              <Icon aria-hidden className="mb-3 size-7 text-primary" />
              <h3 className="font-semibold">{name}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const benefits = (t: Translate) => [
  {
    title: t("Local Companies"),
    text: t("Rent from Dominican businesses that know every road on the island."),
    icon: ShieldCheck,
  },
  {
    title: t("Direct on WhatsApp"),
    text: t("Send your request straight to the company and get a quick answer."),
    icon: MessageCircle,
  },
  {
    title: t("Clear Prices"),
    text: t("Daily, weekly and monthly rates and the deposit shown up front."),
    icon: Wallet,
  },
  {
    title: t("Explore at Your Pace"),
    text: t("Reach waterfalls, hot springs and beaches on your own schedule."),
    icon: Clock,
  },
];

export function WhyRent() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="why-heading" className="mb-6 text-2xl font-bold sm:text-3xl">
        {t("Why Rent a Car in Dominica")}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits(t).map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary">
              <Icon aria-hidden className="size-5 text-primary" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CompanyCallToAction() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 pb-12">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-accent p-6 text-accent-foreground sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 id="cta-heading" className="text-xl font-bold sm:text-2xl">
            {t("Own a rental company in Dominica?")}
          </h2>
          <p className="mt-1 max-w-xl">
            {t(
              "List your vehicles for free. Customers contact companies via WhatsApp, so every inquiry comes straight to you.",
            )}
          </p>
        </div>
        <Link
          href={paths.auth}
          className="rounded-md bg-primary px-5 py-3 font-semibold text-primary-foreground hover:bg-primary/90"
        >
          {t("Register Your Dominica Company")}
        </Link>
      </div>
    </section>
  );
}

export function BrowseAll() {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-7xl px-4 pb-12 text-center">
      <Link
        href={paths.vehicles()}
        className="inline-block w-full rounded-xl bg-primary px-8 py-5 text-lg font-semibold text-primary-foreground shadow hover:bg-primary/90 sm:w-auto"
      >
        {t("Browse All Dominica Rental Vehicles")}
      </Link>
    </section>
  );
}

const faq = (t: Translate) => [
  {
    question: t("Do I need a 4x4 in Dominica?"),
    answer: t(
      "Main roads are paved, but many trailheads and mountain villages are steep and narrow. A 4x4 or SUV is the safer choice if you plan to explore the interior or travel in the rainy season.",
    ),
  },
  {
    question: t("What documents do I need to rent a car?"),
    answer: t(
      "A valid driver's license from your home country, your passport, and a temporary Dominica driving permit, which the rental company can help you arrange on arrival.",
    ),
  },
  {
    question: t("Which side of the road do you drive on?"),
    answer: t("Dominica drives on the left. Take it slowly on bends and use your horn on blind corners, as locals do."),
  },
];

export function Faq() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 pb-16">
      <h2 id="faq-heading" className="mb-4 text-2xl font-bold sm:text-3xl">
        {t("Frequently Asked Questions")}
      </h2>
      <div className="divide-y rounded-xl border">
        {faq(t).map(({ question, answer }) => (
          <details key={question} className="group p-4">
            <summary className="cursor-pointer list-none font-semibold marker:hidden">
              <span className="flex items-center justify-between gap-2">
                {question}
                <span aria-hidden className="text-primary transition-transform group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-2 text-muted-foreground">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
