import { MessageCircle, Phone } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useParams } from "wouter";
import { cancellationPolicySentence } from "../../../domain/cancellation-policy";
import type { BookingRequestView } from "../../../domain/contracts/requests/visitor-request-schema";
import { formatLongDate, rentalDays } from "../../../domain/dates";
import { formatTotal } from "../../../domain/money";
import { displayPhone, phoneHref } from "../../../domain/phone-numbers";
import { chosenPlaceName, placeAtTime } from "../../../domain/rental-places";
import { formatDominicaTime } from "../../../domain/requests/mails";
import { vehicleName } from "../../../domain/vehicle-name";
import { BookingStatusBadge, PaymentStatusBadge } from "../../components/booking-status-badge";
import { HandoverRecords, requestPhotoUrl } from "../../components/handover-records";
import { StoredPriceLines, storedQuoteAsShown } from "../../components/price-lines";
import { QueryState } from "../../components/query-state";
import { Button } from "../../components/ui/button";
import { VehicleImage } from "../../components/vehicle-image";
import { ApiError } from "../../lib/api";
import { useUser } from "../../lib/auth";
import { changeLanguage, hasChosenLanguage, useI18n } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useBookingRequest } from "./api/get-booking-request";
import { cancellationCostText } from "./cancellation-cost";
import { CancelRequestButton } from "./components/cancel-request-button";
import { CheckInSection } from "./components/check-in-section";
import { HowToPay } from "./components/how-to-pay";
import { RequestTimeline } from "./components/request-timeline";
import { SendAgain } from "./components/send-again";
import { CANCELLED_SENTENCES, STATUS_SENTENCES } from "./request-status";

const LINK = "font-medium text-primary underline underline-offset-4 hover:no-underline";

/** A renter's request, opened by its secret link: where it stands, what was asked, whom to talk to. */
export default function RequestStatusPage() {
  const { token = "" } = useParams<{ token: string }>();
  const { language } = useI18n();
  const query = useBookingRequest(token);
  const requestLanguage = query.data?.language;

  // The request's language, unless the visitor picked one: the link is often opened from a mail.
  useEffect(() => {
    if (requestLanguage && requestLanguage !== language && !hasChosenLanguage()) {
      void changeLanguage(requestLanguage, { remember: false });
    }
  }, [requestLanguage, language]);

  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
    return <RequestNotFound />;
  }
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      {query.data ? (
        <RequestStatus request={query.data} token={token} />
      ) : (
        <QueryState
          isLoading={query.isPending}
          error={query.error}
          fallback="Your request could not be loaded. Check your connection and reload the page."
          label="your request"
        />
      )}
    </main>
  );
}

function RequestStatus({ request, token }: { request: BookingRequestView; token: string }) {
  const { t, language } = useI18n();
  const { user } = useUser();
  const { company, vehicle } = request;
  const name = vehicleName(vehicle, { withYear: true });
  // The stored lines as the renter read them, and the total they add up to on screen.
  const shownQuote = request.priceLines?.length
    ? storedQuoteAsShown(request.priceLines, request.priceCurrency, request.currency)
    : null;
  const money = (amount: number | null, shown?: number) =>
    formatTotal(amount, { from: request.priceCurrency, currency: request.currency, language, shown });
  const { companyMessage } = request;
  return (
    <>
      <header className="space-y-3">
        <p className="text-sm text-muted-foreground">
          {t("Booking request")} <span className="font-mono font-medium text-foreground">{request.reference}</span>
        </p>
        <h1 className="text-2xl font-bold sm:text-3xl">{t("Your request for the {{vehicle}}", { vehicle: name })}</h1>
        <div aria-live="polite" className="space-y-2" data-testid="request-status">
          <div className="flex flex-wrap gap-2">
            <BookingStatusBadge status={request.status} className="text-sm" />
            {request.paymentStatus && <PaymentStatusBadge status={request.paymentStatus} />}
          </div>
          <p>
            {t(request.cancelledBy ? CANCELLED_SENTENCES[request.cancelledBy] : STATUS_SENTENCES[request.status], {
              company: company.name,
              time: request.expiresAt ? formatDominicaTime(new Date(request.expiresAt), language) : "",
            })}
          </p>
        </div>
      </header>

      <div className="grid gap-6 md:grid-cols-[2fr_3fr]">
        <section aria-labelledby="request-vehicle" className="space-y-4 rounded-lg border bg-card p-4">
          <VehicleImage
            image={vehicle.image}
            alt={name}
            sizes="(min-width: 768px) 400px, 100vw"
            className="rounded-md"
          />
          <div>
            <h2 id="request-vehicle" className="text-lg font-semibold">
              {name}
            </h2>
            <p className="text-sm text-muted-foreground">{t("from {{company}}", { company: company.name })}</p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button asChild>
              <a href={company.whatsappUrl} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden />
                {t("WhatsApp {{company}}", { company: company.name })}
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={phoneHref(company.phone)}>
                <Phone aria-hidden />
                {t("Call {{phone}}", { phone: displayPhone(company.phone) })}
              </a>
            </Button>
          </div>
        </section>

        <section aria-labelledby="request-details" className="space-y-4 rounded-lg border bg-card p-4">
          <h2 id="request-details" className="text-lg font-semibold">
            {t("Your request")}
          </h2>
          <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
            <Detail label={t("Dates")}>
              {t("{{start}} to {{end}}", {
                start: formatLongDate(request.startDate, language),
                end: formatLongDate(request.endDate, language),
              })}{" "}
              ({t("{{count}} days", { count: rentalDays(request.startDate, request.endDate) })})
            </Detail>
            <Detail label={t("Reference")}>
              <span className="font-mono">{request.reference}</span>
            </Detail>
            <Detail label={t("Pickup Location")}>
              {placeAtTime(chosenPlaceName(request.pickupLocation, request.pickupPlace), request.pickupTime, t)}
            </Detail>
            <Detail label={t("Dropoff Location")}>
              {placeAtTime(chosenPlaceName(request.dropoffLocation, request.dropoffPlace), request.dropoffTime, t)}
            </Detail>
            <Detail label={t("Total Price")}>{money(request.totalPrice, shownQuote?.total)}</Detail>
            <Detail label={t("Deposit")}>{money(request.deposit)}</Detail>
          </dl>
          {shownQuote && (
            <div className="text-sm" data-testid="request-price-lines">
              <h3 className="text-muted-foreground">{t("Price breakdown")}</h3>
              <StoredPriceLines shown={shownQuote} from={request.priceCurrency} currency={request.currency} />
            </div>
          )}
          {request.cancellationPolicy && (
            <div data-testid="request-cancellation-policy">
              <h3 className="text-sm text-muted-foreground">{t("Cancellation policy")}</h3>
              <p
                className="whitespace-pre-line font-medium"
                translate={request.cancellationPolicy.cancellation === "own_text" ? "no" : undefined}
              >
                {cancellationPolicySentence(request.cancellationPolicy, language)}
              </p>
            </div>
          )}
          {request.cancelReason && (
            <figure className="rounded-md border-l-4 border-destructive bg-secondary p-3" data-testid="cancel-reason">
              <figcaption className="text-sm font-medium">
                {t("Why {{company}} cancelled", { company: company.name })}
              </figcaption>
              <blockquote className="mt-1 whitespace-pre-line break-words">{request.cancelReason}</blockquote>
            </figure>
          )}
          {companyMessage && (
            <figure className="rounded-md border-l-4 border-primary bg-secondary p-3">
              <figcaption className="text-sm font-medium">
                {t("Message from {{company}}", { company: company.name })}
              </figcaption>
              <blockquote className="mt-1 whitespace-pre-line">{companyMessage}</blockquote>
            </figure>
          )}
        </section>
      </div>

      <SendAgain request={request} />
      {request.payment && <HowToPay request={request} payment={request.payment} />}
      {/* Check-in needs the renter's details: none once they are erased. */}
      {request.status === "confirmed" && request.renter && <CheckInSection owner={{ token }} />}

      {request.handovers.length > 0 && (
        <section aria-labelledby="request-handovers" className="space-y-4 rounded-lg border bg-card p-4">
          <h2 id="request-handovers" className="text-lg font-semibold">
            {t("The car's condition")}
          </h2>
          <HandoverRecords handovers={request.handovers} photoUrl={requestPhotoUrl(token)} />
        </section>
      )}

      <section aria-labelledby="request-timeline" className="space-y-4 rounded-lg border bg-card p-4">
        <h2 id="request-timeline" className="text-lg font-semibold">
          {t("What happened so far")}
        </h2>
        <RequestTimeline timeline={request.timeline} company={company.name} />
        <p className="text-sm text-muted-foreground">{t("Times are Dominica time.")}</p>
      </section>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {/* Sign-up is for visitors; a logged-in renter follows their requests in My Bookings. */}
        {!user && (
          <p className="text-sm">
            <Link href={`${paths.renterSignUp}?request=${token}`} className={LINK}>
              {t("Keep your requests in one place")}
            </Link>{" "}
            <span className="text-muted-foreground">{t("with a free account.")}</span>
          </p>
        )}
        {request.mayCancel && (
          <CancelRequestButton
            token={token}
            companyName={company.name}
            vehicle={name}
            cost={cancellationCostText(request, { language, currency: request.currency })}
          />
        )}
      </div>
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function RequestNotFound() {
  const { t } = useI18n();
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t("This request link is not valid")}</h1>
      <p className="text-muted-foreground">
        {t(
          "Check that you copied the whole link from your receipt or your WhatsApp message. A request link opens only its own request.",
        )}
      </p>
      <Link href={paths.vehicles()} className={LINK}>
        {t("Browse vehicles")}
      </Link>
    </main>
  );
}
