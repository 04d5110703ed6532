import { zodResolver } from "@hookform/resolvers/zod";
import { Info, LoaderCircle } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { LOCATIONS, PAYMENT_METHODS } from "../../../domain/constants";
import {
  type BookingInquiry,
  type BookingInquiryInput,
  bookingInquirySchema,
} from "../../../domain/contracts/bookings/booking-inquiry-schema";
import type { PublicVehicle } from "../../../domain/contracts/vehicles";
import { type DayRange, todayInDominica } from "../../../domain/dates";
import { optionLabel } from "../../../domain/option-labels";
import { bookingMessage, whatsAppLink } from "../../../domain/whatsapp";
import { FormField } from "../../components/form-field";
import { NativeSelect } from "../../components/native-select";
import { PhoneInput } from "../../components/phone-input";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { useDisplayCurrency } from "../../lib/display-currency";
import { useI18n, useTranslatedMessage } from "../../lib/i18n";
import { useSendBookingRequest } from "./api/send-booking-request";
import { DateRangeField } from "./date-range-field";
import { PriceSummary } from "./price-summary";
import { type RecordingFailure, recordingFailure } from "./request-failure";
import { RequestRecorded } from "./request-recorded";
import { useBookingFormDefaults } from "./use-booking-form-defaults";
import { useDatesAvailability } from "./use-dates-availability";
import { WhatsAppLinkButton } from "./whatsapp-link-button";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-base font-semibold">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The booking form (docs/product-rules.md, "Requests"): "Send via WhatsApp" records the request
 * for anyone, then offers WhatsApp with the server's message (reference and status link). When
 * recording fails the form says why and still offers WhatsApp with the message built here.
 */
export function BookingForm({
  vehicle,
  period,
  onCancel,
  onDone,
}: {
  vehicle: PublicVehicle;
  period?: DayRange;
  onCancel: () => void;
  /** The visitor has read what happened to the request and closes the form. */
  onDone: () => void;
}) {
  const { t, language } = useI18n();
  const translated = useTranslatedMessage();
  const currency = useDisplayCurrency();
  const send = useSendBookingRequest();
  const [failure, setFailure] = useState<RecordingFailure & { whatsappUrl: string }>();
  const form = useForm<BookingInquiryInput, unknown, BookingInquiry>({
    resolver: zodResolver(bookingInquirySchema),
    defaultValues: useBookingFormDefaults(period),
  });
  const { register, control, watch, formState } = form;
  const errors = formState.errors;
  const [startDate, endDate] = watch(["startDate", "endDate"]);
  const today = todayInDominica();
  const availability = useDatesAvailability(vehicle.id, { startDate, endDate });
  const pick = (range: DayRange) => {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    form.setValue("startDate", range.startDate, options);
    form.setValue("endDate", range.endDate, options);
  };

  const locationOptions = LOCATIONS.map((location) => (
    <option key={location} value={location}>
      {t(optionLabel(location))}
    </option>
  ));

  // Dates over a confirmed booking are refused by the server (409 naming them); the message built
  // here, the company's English with the visitor's language and EC$ amounts, is the way on then.
  const onSubmit = form.handleSubmit((inquiry) => {
    setFailure(undefined);
    const message = bookingMessage(vehicle, inquiry, availability.sentenceForCompany, { language, currency });
    send.mutate(
      { ...inquiry, vehicleId: vehicle.id, language, currency },
      {
        onError: (error) => {
          const found = recordingFailure(error);
          Object.entries(found.fields).forEach(([field, fieldMessage], index) => {
            form.setError(field as keyof BookingInquiryInput, { message: fieldMessage }, { shouldFocus: index === 0 });
          });
          setFailure({ ...found, whatsappUrl: whatsAppLink(vehicle.company.phone, message) });
        },
      },
    );
  });

  if (send.data) {
    return (
      <RequestRecorded
        created={send.data}
        companyName={vehicle.company.name}
        email={send.variables?.email ?? ""}
        onDone={onDone}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Section title={t("Personal Details")}>
        <FormField label={t("Full Name")} error={errors.fullName?.message}>
          <Input autoComplete="name" {...register("fullName")} />
        </FormField>
        <FormField label={t("Email")} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register("email")} />
        </FormField>
        <FormField label={t("Phone")} error={errors.phone?.message}>
          <PhoneInput country={register("phoneCountry")} {...register("phone")} />
        </FormField>
        <FormField label={t("Nationality")} error={errors.nationality?.message}>
          <Input autoComplete="country-name" {...register("nationality")} />
        </FormField>
        <FormField label={t("Date of Birth")} error={errors.dateOfBirth?.message}>
          <Input type="date" max={today} autoComplete="bday" {...register("dateOfBirth")} />
        </FormField>
      </Section>

      <Section title={t("Driver's License Information")}>
        <FormField label={t("Driver's License Number")} error={errors.driverLicenseNumber?.message}>
          <Input {...register("driverLicenseNumber")} />
        </FormField>
        <FormField label={t("License Class")} error={errors.licenseClass?.message}>
          <Input {...register("licenseClass")} />
        </FormField>
        <FormField label={t("License First Issued")} error={errors.licenseFirstIssued?.message}>
          <Input type="date" max={today} {...register("licenseFirstIssued")} />
        </FormField>
        <FormField label={t("License Issuing Country")} error={errors.licenseCountry?.message}>
          <Input {...register("licenseCountry")} />
        </FormField>
        <FormField label={t("Driving Experience (years)")} error={errors.drivingExperienceYears?.message}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...register("drivingExperienceYears")} />
        </FormField>
        <CheckboxField
          name="needsDominicanPermit"
          control={control}
          label={t("I need a Dominica temporary driving permit")}
        />
      </Section>

      <Section title={t("Payment Information")}>
        <FormField label={t("Payment Method")} error={errors.paymentMethod?.message}>
          <NativeSelect {...register("paymentMethod")}>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(optionLabel(method))}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </Section>

      <Section title={t("Booking Details")}>
        <DateRangeField
          start={{ field: register("startDate"), error: errors.startDate?.message }}
          end={{ field: register("endDate"), error: errors.endDate?.message }}
          value={{ startDate, endDate }}
          onPick={pick}
          today={today}
          availability={availability}
        />
        <FormField label={t("Pickup Location")} error={errors.pickupLocation?.message}>
          <NativeSelect {...register("pickupLocation")}>{locationOptions}</NativeSelect>
        </FormField>
        <FormField label={t("Dropoff Location")} error={errors.dropoffLocation?.message}>
          <NativeSelect {...register("dropoffLocation")}>{locationOptions}</NativeSelect>
        </FormField>
        <CheckboxField
          name="includeInsurance"
          control={control}
          label={t("Ask for insurance cover")}
          hint={t("The company tells you what the cover includes and what it costs: the total does not include it.")}
        />
      </Section>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-base font-semibold">{t("Dominica Travel Plans")}</legend>
        <FormField label={t("Places you plan to visit (optional)")} error={errors.visitingLocations?.message}>
          <Textarea
            rows={2}
            placeholder={t("e.g. Boiling Lake, Trafalgar Falls, Portsmouth")}
            {...register("visitingLocations")}
          />
        </FormField>
      </fieldset>

      <PriceSummary vehicle={vehicle} startDate={startDate} endDate={endDate} />

      <p className="flex gap-2 rounded-lg border border-warning bg-warning/15 p-3 text-sm">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {t(
            "A temporary driving permit may be required for international visitors. The rental company can help you arrange it when you pick up the vehicle.",
          )}
        </span>
      </p>

      {failure && (
        <div role="alert" className="space-y-3 rounded-lg border border-destructive bg-destructive/10 p-3 text-sm">
          <p>{translated(failure.message)}</p>
          <WhatsAppLinkButton href={failure.whatsappUrl} variant="outline">
            {t("Open WhatsApp anyway")}
          </WhatsAppLinkButton>
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        <p aria-live="polite" className="flex items-center gap-2 text-sm text-muted-foreground sm:mr-auto">
          {send.isPending && (
            <>
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
              {t("Recording your request…")}
            </>
          )}
        </p>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("Cancel")}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {t("Send via WhatsApp")}
        </Button>
      </div>
    </form>
  );
}

function CheckboxField({
  name,
  control,
  label,
  hint,
}: {
  name: "needsDominicanPermit" | "includeInsurance";
  control: ReturnType<typeof useForm<BookingInquiryInput, unknown, BookingInquiry>>["control"];
  label: string;
  /** What ticking it means, read with it by screen readers. */
  hint?: string;
}) {
  const id = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <div className="grid grid-cols-[auto_1fr] items-center gap-x-2 gap-y-1 self-end py-2 sm:col-span-2">
          <Checkbox
            id={id}
            checked={field.value}
            aria-describedby={hint ? `${id}-hint` : undefined}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
          <Label htmlFor={id} className="font-normal">
            {label}
          </Label>
          {hint && (
            <p id={`${id}-hint`} className="col-start-2 text-xs text-muted-foreground">
              {hint}
            </p>
          )}
        </div>
      )}
    />
  );
}
