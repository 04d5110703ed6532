import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { CompanyBooking } from "../../../../../domain/contracts/requests/request-schema";
import { formatLongDate } from "../../../../../domain/dates";
import { LANGUAGE_NAMES } from "../../../../../domain/i18n/languages";
import { optionLabel } from "../../../../../domain/option-labels";
import { Button } from "../../../../components/ui/button";
import { cn } from "../../../../lib/cn";
import { useI18n } from "../../../../lib/i18n";
import { BookingDetail } from "../booking-parts";

/**
 * Everything the renter gave in the form beyond name, email, phone and dates — the licence
 * included — behind a button, so a list of requests stays short to scan.
 */
export function RequestDetails({ booking }: { booking: CompanyBooking }) {
  const { t, language } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const { renter } = booking;
  if (!renter) return null;
  const day = (date: string) => formatLongDate(date, language);
  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <ChevronDown aria-hidden className={cn("transition-transform", isOpen && "rotate-180")} />
        {t("Renter's details")}
      </Button>
      <dl
        id={panelId}
        hidden={!isOpen}
        className="mt-2 grid grid-cols-1 gap-x-4 gap-y-3 rounded-lg bg-muted/60 p-3 text-sm sm:grid-cols-2 lg:grid-cols-3"
      >
        <BookingDetail label={t("Nationality")} value={renter.nationality} />
        <BookingDetail label={t("Date of Birth")} value={day(renter.dateOfBirth)} />
        <BookingDetail label={t("Driver's License Number")} value={renter.driverLicenseNumber} />
        <BookingDetail label={t("License Class")} value={renter.licenseClass} />
        <BookingDetail label={t("License First Issued")} value={day(renter.licenseFirstIssued)} />
        <BookingDetail label={t("License Issuing Country")} value={renter.licenseCountry} />
        <BookingDetail label={t("Driving Experience (years)")} value={String(renter.drivingExperienceYears)} />
        <BookingDetail
          label={t("Dominica temporary driving permit")}
          value={renter.needsDominicanPermit ? t("Needed") : t("Not needed")}
        />
        <BookingDetail label={t("Payment Method")} value={t(optionLabel(renter.paymentMethod))} />
        <BookingDetail
          label={t("Insurance cover")}
          value={renter.includeInsurance ? t("Wanted: tell the renter what it covers and its price") : t("Not wanted")}
        />
        <BookingDetail label={t("Places to visit")} value={renter.visitingLocations || t("Not provided")} />
        <BookingDetail label={t("Renter's language")} value={LANGUAGE_NAMES[booking.language]} />
      </dl>
    </div>
  );
}
