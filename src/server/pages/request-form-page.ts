import { countryOptions } from "../../client/components/phone-input";
import { storedQuoteAsShown } from "../../client/components/price-lines";
import { paths } from "../../client/lib/paths";
import { PAYMENT_METHODS } from "../../domain/constants";
import type { BookingRequestCreated } from "../../domain/contracts/requests/visitor-request-schema";
import type { PublicVehicle } from "../../domain/contracts/vehicles";
import { formatLongDate, todayInDominica } from "../../domain/dates";
import type { Language } from "../../domain/i18n/languages";
import type { Translate } from "../../domain/i18n/translate";
import { type Currency, formatMoney, formatTotal } from "../../domain/money";
import { optionLabel } from "../../domain/option-labels";
import { EXTRA_KIND_LABELS, extraPriceWords, extrasForVehicle } from "../../domain/rental-extras";
import { offeredPlaces, placeKey, placeName } from "../../domain/rental-places";
import type { RentalTerms } from "../../domain/rental-terms";
import { formatDominicaTime } from "../../domain/requests/mails";
import { escapeHtml } from "./html";
import { EXTRA_FIELD_PREFIX, FORM_KEY_FIELD, type TypedForm } from "./request-form-fields";

/** What the plain request form is rendered from. */
export interface RequestFormView {
  vehicle: PublicVehicle;
  terms: RentalTerms;
  action: string;
  /** As typed, or the form's defaults. */
  typed: TypedForm;
  /** Each field's message, and one for the whole form (`""`). */
  errors: Record<string, string>;
  language: Language;
  t: Translate;
}

const INPUT =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm aria-[invalid=true]:border-destructive";
const BUTTON =
  "inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground";
const LINK = "font-medium text-primary underline underline-offset-4 hover:no-underline";

const attributes = (values: Record<string, string | number | boolean | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join("");

/**
 * The Book Now form as plain HTML (docs/decisions/no-script-pages.md): the app's
 * fields under the API's names, the company's places, times and extras, the spec's messages
 * beside their fields, and the form's Idempotency-Key in a hidden field.
 */
export function requestFormHtml({ vehicle, terms, action, typed, errors, language, t }: RequestFormView): string {
  const value = (name: string) => typed[name] ?? "";
  const field = (name: string, label: string, control: string, hint = "") => {
    const error = errors[name];
    return `<div class="space-y-1.5"><label class="text-sm font-medium" for="${name}">${escapeHtml(label)}</label>${control}${
      hint ? `<p class="text-xs text-muted-foreground">${escapeHtml(hint)}</p>` : ""
    }${error ? `<p id="${name}-message" role="alert" class="text-sm font-medium text-destructive">${escapeHtml(t(error))}</p>` : ""}</div>`;
  };
  const input = (name: string, extra: Record<string, string | number | boolean | undefined> = {}) =>
    `<input${attributes({ id: name, name, class: INPUT, value: value(name), "aria-invalid": errors[name] ? "true" : undefined, "aria-describedby": errors[name] ? `${name}-message` : undefined, ...extra })}>`;
  const select = (name: string, options: [string, string][], extra: Record<string, string> = {}) =>
    `<select${attributes({ id: name, name, class: INPUT, "aria-invalid": errors[name] ? "true" : undefined, ...extra })}>${options
      .map(
        ([key, label]) =>
          `<option${attributes({ value: key, selected: key === value(name) })}>${escapeHtml(label)}</option>`,
      )
      .join("")}</select>`;
  const checkbox = (name: string, label: string) =>
    `<label class="flex items-center gap-2 py-2 text-sm sm:col-span-2"><input${attributes({ type: "checkbox", name, checked: value(name) === "on" })}> ${escapeHtml(label)}</label>`;
  const section = (title: string, content: string) =>
    `<fieldset class="space-y-3"><legend class="mb-2 text-base font-semibold">${escapeHtml(title)}</legend><div class="grid gap-3 sm:grid-cols-2">${content}</div></fieldset>`;

  const today = todayInDominica();
  const offered = offeredPlaces(terms);
  const places = offered.places.map((place): [string, string] => [placeKey(place), placeName(place, t)]);
  const hasHours = offered.places.some((place) => place.opens);
  const extras = extrasForVehicle(terms.extras ?? [], vehicle.id);
  const formError = errors[""];

  return `<main class="mx-auto max-w-2xl space-y-6 px-4 py-6">
<p><a class="${LINK}" href="${escapeHtml(paths.vehicle(vehicle.id))}">${escapeHtml(`${vehicle.make} ${vehicle.model} ${vehicle.year}`)}</a></p>
<h1 class="text-2xl font-bold">${escapeHtml(t("Book Now"))} — ${escapeHtml(vehicle.company.name)}</h1>
${formError ? `<p role="alert" class="rounded-lg border border-destructive bg-destructive/10 p-3 text-sm">${escapeHtml(t(formError))}</p>` : ""}
<form method="post" action="${escapeHtml(action)}" class="space-y-6" novalidate>
<input type="hidden" name="${FORM_KEY_FIELD}" value="${escapeHtml(value(FORM_KEY_FIELD))}">
<div hidden><label>Website <input name="website" tabindex="-1" autocomplete="off"></label></div>
${section(
  t("Personal Details"),
  field("fullName", t("Full Name"), input("fullName", { autocomplete: "name" })) +
    field("email", t("Email"), input("email", { type: "email", autocomplete: "email" })) +
    field(
      "phone",
      t("Phone"),
      `<div class="flex gap-2">${select(
        "phoneCountry",
        countryOptions(language).map(({ country, label }) => [country, label]),
        { class: INPUT.replace("w-full", "w-36 shrink-0 sm:w-44"), "aria-label": t("Phone country") },
      )}${input("phone", { type: "tel", autocomplete: "tel", class: `${INPUT} min-w-0` })}</div>`,
    ) +
    field("nationality", t("Nationality"), input("nationality", { autocomplete: "country-name" })) +
    field("dateOfBirth", t("Date of Birth"), input("dateOfBirth", { type: "date", max: today, autocomplete: "bday" })),
)}
${section(
  t("Driver's License Information"),
  field("driverLicenseNumber", t("Driver's License Number"), input("driverLicenseNumber")) +
    field("licenseClass", t("License Class"), input("licenseClass")) +
    field("licenseFirstIssued", t("License First Issued"), input("licenseFirstIssued", { type: "date", max: today })) +
    field("licenseCountry", t("License Issuing Country"), input("licenseCountry")) +
    field(
      "drivingExperienceYears",
      t("Driving Experience (years)"),
      input("drivingExperienceYears", { type: "number", inputmode: "numeric", min: 0, step: 1 }),
    ) +
    checkbox("needsDominicanPermit", t("I need a Dominica temporary driving permit")),
)}
${section(
  t("Payment Information"),
  field(
    "paymentMethod",
    t("Payment Method"),
    select(
      "paymentMethod",
      PAYMENT_METHODS.map((method) => [method, t(optionLabel(method))]),
    ),
  ),
)}
${section(
  t("Booking Details"),
  field("startDate", t("Rental Start Date"), input("startDate", { type: "date", min: today })) +
    field("endDate", t("Rental End Date"), input("endDate", { type: "date", min: today })) +
    field("pickupLocation", t("Pickup Location"), select("pickupLocation", places)) +
    field(
      "dropoffLocation",
      t("Dropoff Location"),
      select("dropoffLocation", places),
      offered.oneWayReturns ? "" : t("This company takes its vehicles back where they were picked up."),
    ) +
    (hasHours
      ? field("pickupTime", t("Pick-up time (optional)"), input("pickupTime", { type: "time", step: 60 })) +
        field("dropoffTime", t("Return time (optional)"), input("dropoffTime", { type: "time", step: 60 }))
      : "") +
    checkbox("includeInsurance", t("Ask for insurance cover")),
)}
${
  extras.length
    ? section(
        t("Extras"),
        extras
          .map((extra) => {
            const name = `${EXTRA_FIELD_PREFIX}${extra.id}`;
            const label = extra.kind === "other" ? (extra.name ?? "") : t(EXTRA_KIND_LABELS[extra.kind]);
            const hint = extraPriceWords(extra, t, (amount) =>
              formatMoney(amount, { from: vehicle.currency, language }),
            );
            return field(
              name,
              label,
              input(name, {
                type: "number",
                inputmode: "numeric",
                min: 0,
                max: extra.maxQuantity,
                step: 1,
                placeholder: "0",
              }),
              hint,
            );
          })
          .join("") +
          (errors.extras
            ? `<p role="alert" class="text-sm font-medium text-destructive">${escapeHtml(t(errors.extras))}</p>`
            : ""),
      )
    : ""
}
${section(
  t("Dominica Travel Plans"),
  field(
    "visitingLocations",
    t("Places you plan to visit (optional)"),
    `<textarea${attributes({ id: "visitingLocations", name: "visitingLocations", rows: 2, class: INPUT.replace("h-10", "min-h-16") })}>${escapeHtml(value("visitingLocations"))}</textarea>`,
  ),
)}
<button type="submit" class="${BUTTON} w-full sm:w-auto">${escapeHtml(t("Send via WhatsApp"))}</button>
</form>
</main>`;
}

/** The receipt of a recorded request: its reference, dates and total, WhatsApp with its message, where to follow it. */
export function requestReceiptHtml(
  created: BookingRequestCreated,
  {
    vehicle,
    email,
    language,
    currency,
    t,
  }: { vehicle: PublicVehicle; email: string; language: Language; currency: Currency; t: Translate },
): string {
  const company = vehicle.company.name;
  const answerBy = t(
    "{{company}} has until {{time}} (Dominica time) to answer. Without an answer by then, the request expires.",
    { company, time: formatDominicaTime(new Date(created.expiresAt), language) },
  );
  // In the visitor's currency as the dialog's receipt writes it: the sum of the lines shown.
  const shown = storedQuoteAsShown(created.priceLines, created.priceCurrency, currency);
  const total = formatTotal(created.totalPrice, {
    from: created.priceCurrency,
    currency,
    language,
    shown: shown.total,
  });
  const dates = t("{{start}} to {{end}}", {
    start: formatLongDate(created.startDate, language),
    end: formatLongDate(created.endDate, language),
  });
  return `<main class="mx-auto max-w-2xl space-y-5 px-4 py-6" data-testid="request-recorded">
<div class="space-y-1 rounded-lg border border-success bg-success/10 p-4">
<h1 class="text-xl font-semibold">${escapeHtml(t("Request {{reference}} recorded", { reference: created.reference }))}</h1>
<p class="text-sm">${escapeHtml(
    t("Now send it to {{company}} on WhatsApp: the message holds your reference and the link to follow your request.", {
      company: vehicle.company.name,
    }),
  )}</p>
</div>
<dl class="grid gap-2 rounded-lg border p-4 text-sm">
<div><dt class="text-muted-foreground">${escapeHtml(t("Vehicle"))}</dt><dd class="font-medium">${escapeHtml(`${vehicle.make} ${vehicle.model} ${vehicle.year}`)}</dd></div>
<div><dt class="text-muted-foreground">${escapeHtml(t("Dates"))}</dt><dd class="font-medium">${escapeHtml(dates)}</dd></div>
<div><dt class="text-muted-foreground">${escapeHtml(t("Total Price"))}</dt><dd class="font-medium">${escapeHtml(total)}</dd></div>
</dl>
<p><a class="${BUTTON} w-full sm:w-auto" href="${escapeHtml(created.whatsappUrl)}" rel="noopener noreferrer">${escapeHtml(t("Open WhatsApp"))}</a></p>
<p class="text-sm">${escapeHtml(answerBy)} ${escapeHtml(t("A receipt is on its way to {{email}}.", { email }))}</p>
<ul class="space-y-2 text-sm">
<li><a class="${LINK}" href="${escapeHtml(new URL(created.statusUrl).pathname)}">${escapeHtml(t("Follow your request"))}</a></li>
<li><a class="${LINK}" href="${escapeHtml(paths.vehicles())}">${escapeHtml(t("See all vehicles"))}</a></li>
</ul>
</main>`;
}
