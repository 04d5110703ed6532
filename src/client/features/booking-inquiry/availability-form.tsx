import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type AvailabilityInquiry, availabilityInquirySchema } from "../../../domain/contracts/requests/inquiry-schema";
import type { PublicVehicle } from "../../../domain/contracts/vehicles";
import type { DayRange } from "../../../domain/dates";
import { addDays, todayInDominica } from "../../../domain/dates";
import { availabilityMessage, whatsAppLink } from "../../../domain/whatsapp";
import { useRentalTerms } from "../../api/get-rental-terms";
import { Button } from "../../components/ui/button";
import { DialogFooter } from "../../components/ui/dialog";
import { useDisplayCurrency } from "../../lib/display-currency";
import { useI18n } from "../../lib/i18n";
import { DateRangeField } from "./date-range-field";
import { openWhatsApp } from "./open-whatsapp";
import { PriceSummary } from "./price-summary";
import { useDatesAvailability } from "./use-dates-availability";

export function AvailabilityForm({
  vehicle,
  period,
  onClose,
}: {
  vehicle: PublicVehicle;
  period?: DayRange;
  onClose: () => void;
}) {
  const { t, language } = useI18n();
  const currency = useDisplayCurrency();
  const today = todayInDominica();
  const form = useForm<AvailabilityInquiry>({
    resolver: zodResolver(availabilityInquirySchema),
    defaultValues: period ?? { startDate: today, endDate: addDays(today, 3) },
  });
  const errors = form.formState.errors;
  const [startDate, endDate] = form.watch(["startDate", "endDate"]);
  const availability = useDatesAvailability(vehicle.id, { startDate, endDate });
  // The company's seasons price the dates, once its terms have loaded (docs/product-rules.md, "Seasons").
  const terms = useRentalTerms(vehicle.company.id).data;
  // The visitor may ask about busy dates too (the company decides); the message says what they saw,
  // in English as the whole message is, and names the visitor's language and currency.
  const onSubmit = form.handleSubmit((values) => {
    const message = availabilityMessage(
      vehicle,
      values,
      availability.sentenceForCompany,
      { language, currency },
      terms,
    );
    openWhatsApp(whatsAppLink(vehicle.company.phone, message));
    onClose();
  });
  const pick = (range: DayRange) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue("startDate", range.startDate, options);
    form.setValue("endDate", range.endDate, options);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <DateRangeField
        start={{ field: form.register("startDate"), error: errors.startDate?.message }}
        end={{ field: form.register("endDate"), error: errors.endDate?.message }}
        value={{ startDate, endDate }}
        onPick={pick}
        today={today}
        availability={availability}
      />
      <PriceSummary vehicle={vehicle} startDate={startDate} endDate={endDate} rental={{ terms }} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t("Cancel")}
        </Button>
        <Button type="submit">{t("Send via WhatsApp")}</Button>
      </DialogFooter>
    </form>
  );
}
