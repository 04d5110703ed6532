import { CircleCheck } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link } from "wouter";
import type { BookingRequestCreated } from "../../../domain/contracts/requests/visitor-request-schema";
import { formatLongDate, rentalDays } from "../../../domain/dates";
import { type Currency, formatTotal } from "../../../domain/money";
import { chosenPlaceName, placeAtTime } from "../../../domain/rental-places";
import { requestTokenOf } from "../../../domain/requests/lifecycle";
import { formatDominicaTime } from "../../../domain/requests/mails";
import { vehicleName } from "../../../domain/vehicle-name";
import { StoredPriceLines, storedQuoteAsShown } from "../../components/price-lines";
import { Button } from "../../components/ui/button";
import { useUser } from "../../lib/auth";
import { useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { WhatsAppLinkButton } from "./whatsapp-link-button";

const LINK = "font-medium text-primary underline underline-offset-4 hover:no-underline";

/**
 * What the dialog says once a request is recorded: its reference, what was recorded (vehicle,
 * dates, places and times, the total with its lines), WhatsApp to send it, how long the company has
 * to answer, and where to follow it. Focus moves to the heading so a screen reader reads the
 * outcome at once.
 */
export function RequestRecorded({
  created,
  vehicle,
  currency,
  companyName,
  email,
  onDone,
}: {
  created: BookingRequestCreated;
  vehicle: { make: string; model: string; year: number };
  /** The currency the visitor read the form in. */
  currency: Currency;
  companyName: string;
  email: string;
  onDone: () => void;
}) {
  const { t, language } = useI18n();
  // Sent while logged in, the request is already in the account's My Bookings.
  const { user } = useUser();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const token = requestTokenOf(created.statusUrl);
  return (
    <section aria-labelledby={headingId} className="space-y-5" data-testid="request-recorded">
      <div className="flex gap-3 rounded-lg border border-success bg-success/10 p-4">
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
        <div className="space-y-1">
          <h3 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
            {t("Request {{reference}} recorded", { reference: created.reference })}
          </h3>
          <p className="text-sm">
            {t(
              "Now send it to {{company}} on WhatsApp: the message holds your reference and the link to follow your request.",
              { company: companyName },
            )}
          </p>
        </div>
      </div>
      <RecordedDetails created={created} vehicle={vehicle} currency={currency} />
      <WhatsAppLinkButton href={created.whatsappUrl}>{t("Open WhatsApp")}</WhatsAppLinkButton>
      <p className="text-sm">
        {t(
          "{{company}} has until {{time}} (Dominica time) to answer. Without an answer by then, the request expires.",
          {
            company: companyName,
            time: formatDominicaTime(new Date(created.expiresAt), language),
          },
        )}{" "}
        {t("A receipt is on its way to {{email}}.", { email })}
      </p>
      <ul className="space-y-2 text-sm">
        <li>
          <Link href={paths.request(token)} className={LINK}>
            {t("Follow your request")}
          </Link>
        </li>
        <li>
          {user ? (
            <Link href={paths.bookings} className={LINK}>
              {t("See it in My Bookings")}
            </Link>
          ) : (
            <>
              <Link href={`${paths.renterSignUp}?request=${token}`} className={LINK}>
                {t("Keep your requests in one place")}
              </Link>{" "}
              <span className="text-muted-foreground">{t("with a free account.")}</span>
            </>
          )}
        </li>
      </ul>
      <div className="flex justify-end">
        <Button type="button" variant="outline" onClick={onDone} className="w-full sm:w-auto">
          {t("Done")}
        </Button>
      </div>
    </section>
  );
}

/** The request as the server recorded it, in the visitor's language and currency. */
function RecordedDetails({
  created,
  vehicle,
  currency,
}: {
  created: BookingRequestCreated;
  vehicle: { make: string; model: string; year: number };
  currency: Currency;
}) {
  const { t, language } = useI18n();
  const shown = storedQuoteAsShown(created.priceLines, created.priceCurrency, currency);
  const rows: [string, string][] = [
    [t("Vehicle"), vehicleName(vehicle, { withYear: true })],
    [
      t("Dates"),
      `${t("{{start}} to {{end}}", {
        start: formatLongDate(created.startDate, language),
        end: formatLongDate(created.endDate, language),
      })} (${t("{{count}} days", { count: rentalDays(created.startDate, created.endDate) })})`,
    ],
    [
      t("Pickup Location"),
      placeAtTime(chosenPlaceName(created.pickupLocation, created.pickupPlace), created.pickupTime, t),
    ],
    [
      t("Dropoff Location"),
      placeAtTime(chosenPlaceName(created.dropoffLocation, created.dropoffPlace), created.dropoffTime, t),
    ],
    [
      t("Total Price"),
      formatTotal(created.totalPrice, { from: created.priceCurrency, currency, language, shown: shown.total }),
    ],
  ];
  return (
    <div className="space-y-3 rounded-lg border p-4 text-sm" data-testid="request-recorded-details">
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {shown.lines.length > 0 && (
        <div data-testid="request-recorded-price-lines">
          <h4 className="text-muted-foreground">{t("Price breakdown")}</h4>
          <StoredPriceLines shown={shown} from={created.priceCurrency} currency={currency} />
        </div>
      )}
    </div>
  );
}
