import { Clock, MapPin, MessageCircle, Mountain, ShieldCheck, Wallet, Waves } from "lucide-react";
import { Link } from "wouter";
import { paths } from "../../../lib/paths";

const QUICK_LINKS = [
  { type: "suv", label: "SUVs" },
  { type: "sedan", label: "Sedans" },
  { type: "pickup", label: "Pickups" },
  { type: "van", label: "Vans" },
];

export function Hero() {
  return (
    <section className="bg-gradient-to-br from-primary to-emerald-900 text-primary-foreground">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <h1 className="max-w-2xl text-3xl font-bold tracking-tight sm:text-5xl">Premium Car Rentals in Dominica</h1>
        <p className="mt-4 max-w-xl text-base opacity-90 sm:text-lg">
          Compare vehicles from trusted local rental companies and contact them directly on WhatsApp.
        </p>
        <nav aria-label="Vehicle types" className="mt-8 grid max-w-xl grid-cols-2 gap-3 sm:grid-cols-4">
          {QUICK_LINKS.map(({ type, label }) => (
            <Link
              key={type}
              href={paths.vehicles(type)}
              className="rounded-lg bg-white/15 px-4 py-3 text-center font-semibold backdrop-blur transition-colors hover:bg-white/25"
            >
              {label}
            </Link>
          ))}
        </nav>
      </div>
    </section>
  );
}

const DESTINATIONS = [
  { name: "Boiling Lake", text: "The world's second-largest hot lake, a full-day hike from Laudat.", icon: Mountain },
  { name: "Trafalgar Falls", text: "Twin waterfalls a short drive up the Roseau Valley.", icon: Waves },
  {
    name: "Portsmouth & Cabrits",
    text: "Indian River boat trips and the fort on the northern peninsula.",
    icon: MapPin,
  },
  { name: "Champagne Reef", text: "Snorkel through volcanic bubbles on the south-west coast.", icon: Waves },
];

export function Destinations() {
  return (
    <section aria-labelledby="destinations-heading" className="bg-secondary/60">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="destinations-heading" className="mb-6 text-2xl font-bold sm:text-3xl">
          Explore the Nature Isle
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {DESTINATIONS.map(({ name, text, icon: Icon }) => (
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

const BENEFITS = [
  {
    title: "Local Companies",
    text: "Rent from Dominican businesses that know every road on the island.",
    icon: ShieldCheck,
  },
  {
    title: "Direct on WhatsApp",
    text: "Send your request straight to the company and get a quick answer.",
    icon: MessageCircle,
  },
  { title: "Clear Prices", text: "Daily, weekly and monthly rates and the deposit shown up front.", icon: Wallet },
  {
    title: "Explore at Your Pace",
    text: "Reach waterfalls, hot springs and beaches on your own schedule.",
    icon: Clock,
  },
];

export function WhyRent() {
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="why-heading" className="mb-6 text-2xl font-bold sm:text-3xl">
        Why Rent a Car in Dominica
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ title, text, icon: Icon }) => (
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
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 pb-12">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-accent p-6 text-accent-foreground sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 id="cta-heading" className="text-xl font-bold sm:text-2xl">
            Own a rental company in Dominica?
          </h2>
          <p className="mt-1 max-w-xl">
            List your vehicles for free. Customers contact companies via WhatsApp, so every inquiry comes straight to
            you.
          </p>
        </div>
        <Link
          href={paths.auth}
          className="rounded-md bg-primary px-5 py-3 font-semibold text-primary-foreground hover:bg-primary/90"
        >
          Register Your Dominica Company
        </Link>
      </div>
    </section>
  );
}

export function BrowseAll() {
  return (
    <section className="mx-auto max-w-7xl px-4 pb-12 text-center">
      <Link
        href={paths.vehicles()}
        className="inline-block w-full rounded-xl bg-primary px-8 py-5 text-lg font-semibold text-primary-foreground shadow hover:bg-primary/90 sm:w-auto"
      >
        Browse All Dominica Rental Vehicles
      </Link>
    </section>
  );
}

const FAQ = [
  {
    question: "Do I need a 4x4 in Dominica?",
    answer:
      "Main roads are paved, but many trailheads and mountain villages are steep and narrow. A 4x4 or SUV is the safer choice if you plan to explore the interior or travel in the rainy season.",
  },
  {
    question: "What documents do I need to rent a car?",
    answer:
      "A valid driver's license from your home country, your passport, and a temporary Dominica driving permit, which the rental company can help you arrange on arrival.",
  },
  {
    question: "Which side of the road do you drive on?",
    answer: "Dominica drives on the left. Take it slowly on bends and use your horn on blind corners, as locals do.",
  },
];

export function Faq() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 pb-16">
      <h2 id="faq-heading" className="mb-4 text-2xl font-bold sm:text-3xl">
        Frequently Asked Questions
      </h2>
      <div className="divide-y rounded-xl border">
        {FAQ.map(({ question, answer }) => (
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
