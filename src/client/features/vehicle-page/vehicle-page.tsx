import { ArrowLeft, MapPin } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useLocation, useParams, useSearch } from "wouter";
import { BOOKING_DATE_MESSAGES } from "../../../domain/booking-period";
import { companyPlace } from "../../../domain/company-contact";
import type { VehicleDetail } from "../../../domain/contracts/vehicles";
import { type DayRange, todayInDominica } from "../../../domain/dates";
import { searchedPlaces } from "../../../domain/rental-places";
import { hasNoFreeDay, visitorCalendarWindow } from "../../../domain/vehicle-availability";
import { periodFromSearch, pickupFromSearch, searchFromPeriod } from "../../../domain/vehicle-search-url";
import { useCompany } from "../../api/get-company";
import { useRentalTerms } from "../../api/get-rental-terms";
import { useVehicle } from "../../api/get-vehicle";
import { useVehicleAvailability } from "../../api/get-vehicle-availability";
import { PageSpinner } from "../../components/route-guards";
import { Badge } from "../../components/ui/badge";
import { ApiError, errorMessage } from "../../lib/api";
import { useMoney } from "../../lib/display-currency";
import { useI18n, useTranslatedMessage } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { AvailabilityDialog, BookNowDialog, PriceSummary, useDatesAvailability } from "../booking-inquiry";
import { ReviewList } from "../reviews";
import { AvailabilityCalendar } from "./components/availability-calendar";
import { DatesForm } from "./components/dates-form";
import { PhotoGallery } from "./components/photo-gallery";
import type { GalleryPicture } from "./components/photo-strip";
import { SeasonPrices } from "./components/season-prices";
import { ShareButton } from "./components/share-button";
import { SimilarVehicles } from "./components/similar-vehicles";
import { VehiclePrices, VehicleSpecs } from "./components/vehicle-facts";
import { vehicleTitle } from "./vehicle-head";

const UNBOOKABLE_ID = "vehicle-unbookable";
const UNAVAILABLE_ID = "dates-unavailable";

/** A vehicle's photos, or its one picture at an https address. */
const picturesOf = (vehicle: VehicleDetail): GalleryPicture[] =>
  vehicle.images.length ? vehicle.images : vehicle.image ? [{ url: vehicle.image }] : [];

/**
 * One vehicle's page (docs/product-rules.md, "Vehicle page"): its gallery, specs and prices, what
 * the chosen dates cost, its next three months, the two inquiry dialogs, and similar vehicles. The
 * address holds the dates and the searched pick-up place (`?start=…&end=…&pickup=…`, as the
 * catalogue's), so a shared link keeps them. Its head: vehicle-head.ts.
 */
export default function VehiclePage() {
  const { t } = useI18n();
  const translated = useTranslatedMessage();
  const { id = "" } = useParams<{ id: string }>();
  const vehicle = useVehicle(id);
  if (vehicle.isPending) return <PageSpinner />;
  if (vehicle.isError) {
    const isMissing = vehicle.error instanceof ApiError && [400, 404].includes(vehicle.error.status);
    return (
      <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{isMissing ? t("Vehicle not found") : t("Something went wrong")}</h1>
        <p className="text-muted-foreground">
          {isMissing
            ? t("This vehicle is not listed any more, or the link is wrong.")
            : translated(errorMessage(vehicle.error, "Failed to fetch vehicles"))}
        </p>
        <Link href={paths.vehicles()} className="font-medium text-primary underline-offset-4 hover:underline">
          {t("See all vehicles")}
        </Link>
      </main>
    );
  }
  return <VehicleDetails vehicle={vehicle.data} />;
}

function VehicleDetails({ vehicle }: { vehicle: VehicleDetail }) {
  const { t } = useI18n();
  const { price } = useMoney();
  const search = useSearch();
  const [, navigate] = useLocation();
  const today = todayInDominica();
  const window = visitorCalendarWindow(today);
  const availability = useVehicleAvailability(vehicle.id, window);
  const company = useCompany(String(vehicle.companyId));
  // The company's seasons price the chosen days (docs/product-rules.md, "Seasons").
  const terms = useRentalTerms(vehicle.companyId);
  const period = useMemo(() => periodFromSearch(search), [search]);
  // The place searched for, chosen in the quote and Book Now where the company offers it.
  const pickup = useMemo(() => pickupFromSearch(search), [search]);
  const places = searchedPlaces(terms.data, pickup);
  const dates = useDatesAvailability(vehicle.id, period ?? { startDate: "", endDate: "" });
  const state = dates.availability?.state;
  // Busy days, the notice or the longest rental: the total would promise what cannot be booked.
  const isUnavailable = state === "booked" || state === "tooSoon" || state === "tooLong";
  const isUnbookable = availability.isSuccess && hasNoFreeDay(availability.data.busy, window);
  // A start picked on the calendar, waiting for its end: the address holds whole periods only.
  const [pickedStart, setPickedStart] = useState<DayRange>();
  const name = vehicleTitle(vehicle);

  const pick = (range: DayRange) => {
    if (range.startDate === range.endDate) return setPickedStart(range);
    setPickedStart(undefined);
    const next = searchFromPeriod(range, pickup);
    // A period the catalogue could not search (too long) is refused here as there.
    if (!periodFromSearch(next)) {
      return toast({ title: "Invalid date range", description: BOOKING_DATE_MESSAGES.tooLong, variant: "destructive" });
    }
    navigate(paths.vehicle(vehicle.id, next), { replace: true });
  };
  const place = company.data ? companyPlace(company.data) : "";

  return (
    <main className="mx-auto max-w-6xl space-y-10 px-4 py-6 sm:py-8">
      <div className="space-y-4">
        <Link
          href={`${paths.vehicles()}${period || pickup ? `?${searchFromPeriod(period, pickup)}` : ""}`}
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-primary"
        >
          <ArrowLeft aria-hidden className="size-4" /> {t("All vehicles")}
        </Link>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-8">
          <PhotoGallery pictures={picturesOf(vehicle)} name={name} />
          <div className="space-y-5">
            <div className="space-y-2">
              <h1 className="text-2xl font-bold sm:text-3xl">{name}</h1>
              <p className="text-sm text-muted-foreground">
                {company.data?.isLandingPageEnabled ? (
                  <Link
                    href={paths.company(vehicle.companyId)}
                    className="font-medium text-foreground hover:text-primary"
                  >
                    {vehicle.company.name}
                  </Link>
                ) : (
                  <span className="font-medium text-foreground">{vehicle.company.name}</span>
                )}
                {place && (
                  <span className="ml-2 inline-flex items-center gap-1">
                    <MapPin aria-hidden className="size-3.5" />
                    {place}
                  </span>
                )}
              </p>
              <div className="flex flex-wrap gap-1.5">
                <Badge variant="secondary">{t("{{count}} seats", { count: vehicle.seats })}</Badge>
                {vehicle.is4x4 && <Badge variant="secondary">4x4</Badge>}
              </div>
            </div>
            {isUnbookable && (
              <p
                id={UNBOOKABLE_ID}
                role="status"
                className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm"
              >
                {t("No free day in the coming months: this vehicle cannot be booked for now.")}
              </p>
            )}
            <p>
              <span className="text-3xl font-bold text-primary">{price(vehicle.dailyPrice, vehicle.currency)}</span>{" "}
              <span className="text-muted-foreground">{t("per day")}</span>
            </p>
            <VehiclePrices vehicle={vehicle} />
            <SeasonPrices vehicle={vehicle} seasons={terms.data?.seasons ?? []} period={period} />
            {period && isUnavailable ? (
              <div
                id={UNAVAILABLE_ID}
                role="status"
                className="space-y-1 rounded-lg border border-warning/40 bg-warning/10 p-3"
              >
                <p className="font-semibold">{t("Unavailable for these dates")}</p>
                {dates.sentence && <p className="text-sm">{dates.sentence}</p>}
                <p className="text-sm text-muted-foreground">{t("Pick other dates on the calendar below.")}</p>
              </div>
            ) : period ? (
              <PriceSummary
                vehicle={vehicle}
                startDate={period.startDate}
                endDate={period.endDate}
                rental={{ terms: terms.data, choices: places }}
              />
            ) : (
              <p className="rounded-lg bg-secondary p-3 text-sm text-muted-foreground">
                {t("Pick your dates on the calendar to see the total.")}
              </p>
            )}
            <DatesForm action={paths.vehicle(vehicle.id)} period={period} pickup={pickup} today={today} onPick={pick} />
            <div className="grid grid-cols-2 gap-2">
              <AvailabilityDialog vehicle={vehicle} period={period} />
              <BookNowDialog
                vehicle={vehicle}
                period={period}
                pickup={pickup}
                hasPlainForm
                disabledBecause={isUnbookable ? UNBOOKABLE_ID : period && isUnavailable ? UNAVAILABLE_ID : undefined}
              />
            </div>
            <ShareButton path={paths.vehicle(vehicle.id, searchFromPeriod(period, pickup))} title={name} />
            <div className="space-y-2 border-t pt-4">
              <h2 className="font-semibold">{t("Specifications")}</h2>
              <VehicleSpecs vehicle={vehicle} />
            </div>
          </div>
        </div>
      </div>
      <AvailabilityCalendar
        value={pickedStart ?? period ?? { startDate: "", endDate: "" }}
        onPick={pick}
        today={today}
        window={window}
        busy={availability.data?.busy ?? []}
        rules={availability.data}
        isLoaded={availability.isSuccess}
        period={period}
      />
      <ReviewList owner="vehicle" id={vehicle.id} companyName={vehicle.company.name} />
      <SimilarVehicles vehicle={vehicle} period={period} pickup={pickup} />
    </main>
  );
}
