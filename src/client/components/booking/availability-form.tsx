import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type AvailabilityInquiry, availabilityInquirySchema } from "../../../domain/booking-inquiry-schema";
import { addDays, todayInDominica } from "../../../domain/dates";
import { availabilityMessage, whatsAppLink } from "../../../domain/whatsapp";
import type { PublicVehicle } from "../../lib/marketplace";
import { FormField } from "../form-field";
import { Button } from "../ui/button";
import { DialogFooter } from "../ui/dialog";
import { Input } from "../ui/input";
import type { Period } from "./booking-form";
import { openWhatsApp } from "./open-whatsapp";
import { PriceSummary } from "./price-summary";

export function AvailabilityForm({
  vehicle,
  period,
  onClose,
}: {
  vehicle: PublicVehicle;
  period?: Period;
  onClose: () => void;
}) {
  const today = todayInDominica();
  const form = useForm<AvailabilityInquiry>({
    resolver: zodResolver(availabilityInquirySchema),
    defaultValues: period ?? { startDate: today, endDate: addDays(today, 3) },
  });
  const errors = form.formState.errors;
  const [startDate, endDate] = form.watch(["startDate", "endDate"]);
  const onSubmit = form.handleSubmit((values) => {
    openWhatsApp(whatsAppLink(vehicle.company.phone, availabilityMessage(vehicle, values)));
    onClose();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Start Date" error={errors.startDate?.message}>
          <Input type="date" min={today} {...form.register("startDate")} />
        </FormField>
        <FormField label="End Date" error={errors.endDate?.message}>
          <Input type="date" min={startDate || today} {...form.register("endDate")} />
        </FormField>
      </div>
      <PriceSummary vehicle={vehicle} startDate={startDate} endDate={endDate} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Send via WhatsApp</Button>
      </DialogFooter>
    </form>
  );
}
