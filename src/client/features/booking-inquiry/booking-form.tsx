import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Controller, useForm } from "react-hook-form";
import { type Location, PAYMENT_METHODS } from "../../../domain/constants";
import {
  type BookingInquiry,
  type BookingInquiryInput,
  bookingInquirySchema,
} from "../../../domain/contracts/requests/inquiry-schema";
import type { PublicVehicle } from "../../../domain/contracts/vehicles";
import { type DayRange, todayInDominica } from "../../../domain/dates";
import { checkDriverAgainstTerms } from "../../../domain/driver-terms";
import { optionLabel } from "../../../domain/option-labels";
import { quoteRental } from "../../../domain/pricing";
import { extrasForVehicle } from "../../../domain/rental-extras";
import { searchedPlaces } from "../../../domain/rental-places";
import { pricedChoices, rentalChoices } from "../../../domain/rental-terms";
import { PRICE_CHANGED } from "../../../domain/requests/refusals";
import { seasonMinimumBreach } from "../../../domain/seasons";
import { bookingMessage, whatsAppLink } from "../../../domain/whatsapp";
import { useRentalTerms } from "../../api/get-rental-terms";
import { FormField } from "../../components/form-field";
import { NativeSelect } from "../../components/native-select";
import { PhoneInput } from "../../components/phone-input";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { useDisplayCurrency, useMoney } from "../../lib/display-currency";
import { useI18n, useTranslatedMessage } from "../../lib/i18n";
import { useSendBookingRequest } from "./api/send-booking-request";
import { forgetRememberedRenter, RENTER_FIELDS, requestSent, saveDraft } from "./booking-draft";
import { DateRangeField } from "./date-range-field";
import { ExtrasField } from "./extras-field";
import { PlaceFields } from "./place-fields";
import { PriceSummary } from "./price-summary";
import { CancellationPolicyNote, DriverRulesNote, PermitNote, permitHint } from "./rental-terms-notes";
import { type RecordingFailure, recordingFailure } from "./request-failure";
import { RequestRecorded } from "./request-recorded";
import { useBookingFormDefaults } from "./use-booking-form-defaults";
import { useDatesAvailability } from "./use-dates-availability";
import { type OfflineRequestState, useOfflineRequest } from "./use-offline-request";
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
  pickup,
  onCancel,
  onDone,
}: {
  vehicle: PublicVehicle;
  period?: DayRange;
  /** The place the visitor searched for: the form starts with it where the company offers it. */
  pickup?: Location;
  onCancel: () => void;
  /** The visitor has read what happened to the request and closes the form. */
  onDone: () => void;
}) {
  const { t, language } = useI18n();
  const translated = useTranslatedMessage();
  const currency = useDisplayCurrency();
  const send = useSendBookingRequest();
  // Without a signal the request is kept on the phone and sent when it returns (use-offline-request.ts).
  const offline = useOfflineRequest(vehicle.id, vehicle.company.id);
  // After a price change, the prices of now: the summary shows them and the visitor confirms them.
  const priced = offline.state?.step === "price-changed" ? offline.state.vehicle : vehicle;
  // The quote applies the company's terms once they have loaded; the server applies them regardless.
  const terms = useRentalTerms(vehicle.company.id).data;
  const { price } = useMoney();
  const [failure, setFailure] = useState<RecordingFailure & { whatsappUrl: string }>();
  // The company's driver rules refuse a driver here as the server would, in the visitor's language.
  const schema = useMemo(
    () =>
      terms ? bookingInquirySchema.superRefine(checkDriverAgainstTerms(terms.drivers, language)) : bookingInquirySchema,
    [terms, language],
  );
  const { values: defaults, isRemembered } = useBookingFormDefaults(
    vehicle.id,
    period,
    pricedChoices(terms, vehicle.id),
    searchedPlaces(terms, pickup),
  );
  const form = useForm<BookingInquiryInput, unknown, BookingInquiry>({
    resolver: (values, context, options) => zodResolver(schema)(values, context, options),
    defaultValues: defaults,
  });
  const { register, control, watch, formState } = form;
  // Terms loaded after the form opened: the ticks the visitor has not touched follow them.
  const { needsDominicanPermit: permitTick, includeInsurance: insuranceTick } = defaults;
  useEffect(() => {
    const ticks = { needsDominicanPermit: permitTick, includeInsurance: insuranceTick };
    for (const [name, ticked] of Object.entries(ticks) as [keyof typeof ticks, boolean][]) {
      // Reading dirtyFields through formState subscribes the form to it (react-hook-form's proxy).
      if (!form.getFieldState(name, form.formState).isDirty) form.resetField(name, { defaultValue: ticked });
    }
  }, [form, permitTick, insuranceTick]);
  useKeptDraft(form, vehicle.id, period);
  const errors = formState.errors;
  const [
    startDate,
    endDate,
    pickupLocation,
    dropoffLocation,
    pickupTime,
    dropoffTime,
    extras,
    dateOfBirth,
    needsDominicanPermit,
  ] = watch([
    "startDate",
    "endDate",
    "pickupLocation",
    "dropoffLocation",
    "pickupTime",
    "dropoffTime",
    "extras",
    "dateOfBirth",
    "needsDominicanPermit",
  ]);
  const choices = rentalChoices({
    pickupLocation,
    dropoffLocation,
    pickupTime,
    dropoffTime,
    extras,
    dateOfBirth,
    startDate,
    needsDominicanPermit,
  });
  const today = todayInDominica();
  const availability = useDatesAvailability(vehicle.id, { startDate, endDate });
  const pick = (range: DayRange) => {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    form.setValue("startDate", range.startDate, options);
    form.setValue("endDate", range.endDate, options);
  };

  // Dates over a confirmed booking are refused by the server (409 naming them); the message built
  // here, the company's English with the visitor's language and EC$ amounts, is the way on then.
  const onSubmit = form.handleSubmit((inquiry) => {
    setFailure(undefined);
    // The server refuses it too (a 400 on endDate); said here at once, beside the dates.
    const tooShort = seasonMinimumBreach(terms?.seasons ?? [], inquiry, language);
    if (tooShort) return form.setError(tooShort.field, { message: tooShort.message }, { shouldFocus: true });
    const message = bookingMessage(vehicle, inquiry, availability.sentenceForCompany, { language, currency }, terms);
    const body = { ...inquiry, vehicleId: vehicle.id, language, currency };
    // The total the visitor reads, which a request sent later must still cost (known once the terms are).
    const expectedTotal = terms
      ? quoteRental(priced, inquiry, { terms, choices: rentalChoices(inquiry) }).total
      : undefined;
    if (!navigator.onLine) return void offline.keep({ ...body, expectedTotal });
    const isConfirmingPrice = offline.state?.step === "price-changed";
    offline.reset();
    send.mutate(isConfirmingPrice ? { ...body, expectedTotal } : body, {
      onSuccess: () => requestSent(vehicle.id, inquiry),
      onError: (error) => {
        const found = recordingFailure(error);
        Object.entries(found.fields).forEach(([field, fieldMessage], index) => {
          form.setError(field as keyof BookingInquiryInput, { message: fieldMessage }, { shouldFocus: index === 0 });
        });
        setFailure({ ...found, whatsappUrl: whatsAppLink(vehicle.company.phone, message) });
      },
    });
  });

  const recorded =
    offline.state?.step === "sent"
      ? { created: offline.state.created, body: offline.state.body }
      : send.data && { created: send.data, body: send.variables };
  if (recorded) {
    return (
      <RequestRecorded
        created={recorded.created}
        vehicle={vehicle}
        currency={recorded.body?.currency ?? currency}
        companyName={vehicle.company.name}
        email={recorded.body?.email ?? ""}
        onDone={onDone}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Section title={t("Personal Details")}>
        {isRemembered && <RememberedNote form={form} />}
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
          hint={permitHint(terms, t, price(terms?.drivers.permitFee, vehicle.currency))}
        />
        {terms && <DriverRulesNote terms={terms} companyName={vehicle.company.name} />}
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
        <PlaceFields form={form} terms={terms} />
        <CheckboxField
          name="includeInsurance"
          control={control}
          label={t("Ask for insurance cover")}
          hint={t("The company tells you what the cover includes and what it costs: the total does not include it.")}
        />
      </Section>

      <Controller
        name="extras"
        control={control}
        render={({ field }) => (
          <ExtrasField
            extras={extrasForVehicle(terms?.extras ?? [], vehicle.id)}
            currency={vehicle.currency}
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.extras?.message ?? errors.extras?.root?.message}
          />
        )}
      />

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

      <PriceSummary vehicle={priced} startDate={startDate} endDate={endDate} rental={{ terms, choices }} />

      <CancellationPolicyNote terms={terms} />
      <PermitNote terms={terms} companyName={vehicle.company.name} />

      {offline.state && <OfflineRequestNote state={offline.state} />}

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
        <Button type="submit" disabled={send.isPending || offline.state?.step === "waiting"}>
          {offline.state?.step === "price-changed" ? t("Send at the new price") : t("Send via WhatsApp")}
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

type InquiryForm = UseFormReturn<BookingInquiryInput, unknown, BookingInquiry>;
/** How long typing pauses before the draft is written. */
const DRAFT_PAUSE_MS = 400;

/** Keeps the form being written on this device (booking-draft.ts), so a reload or Back loses nothing. */
function useKeptDraft(form: InquiryForm, vehicleId: number, period: DayRange | undefined) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(
        () => saveDraft(vehicleId, { ...(values as Partial<BookingInquiryInput>), openedWith: period }),
        DRAFT_PAUSE_MS,
      );
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, vehicleId, period]);
}

/** The details came from the last request on this device: on a shared one, the next renter clears them. */
function RememberedNote({ form }: { form: InquiryForm }) {
  const { t } = useI18n();
  const [isCleared, setIsCleared] = useState(false);
  if (isCleared) return null;
  const clear = () => {
    forgetRememberedRenter();
    for (const field of RENTER_FIELDS) form.setValue(field, field === "phoneCountry" ? form.getValues(field) : "");
    setIsCleared(true);
    form.setFocus("fullName");
  };
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground sm:col-span-2">
      {t("Filled in from your last request on this device.")}
      <Button type="button" variant="link" className="h-auto p-0" onClick={clear}>
        {t("Not you? Clear these details")}
      </Button>
    </p>
  );
}

/** What became of a request kept on the phone: waiting for the signal, refused, or a new price to confirm. */
function OfflineRequestNote({ state }: { state: OfflineRequestState }) {
  const { t } = useI18n();
  const translated = useTranslatedMessage();
  if (state.step === "waiting") {
    return (
      <p
        role="status"
        className="rounded-lg border border-warning bg-warning/15 p-3 text-sm"
        data-testid="request-kept"
      >
        {t(
          "You are offline. Your request is kept on this phone and will be sent as soon as the signal returns; you will be told when it has gone.",
        )}
      </p>
    );
  }
  if (state.step === "price-changed") {
    return (
      <p
        role="alert"
        className="rounded-lg border border-warning bg-warning/15 p-3 text-sm"
        data-testid="price-changed"
      >
        {translated(PRICE_CHANGED)}
      </p>
    );
  }
  if (state.step === "refused") {
    return (
      <p role="alert" className="rounded-lg border border-destructive bg-destructive/10 p-3 text-sm">
        {translated(recordingFailure(state.error).message)}
      </p>
    );
  }
  return null;
}
