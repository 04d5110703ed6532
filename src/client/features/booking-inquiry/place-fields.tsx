import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { BookingInquiry, BookingInquiryInput } from "../../../domain/contracts/requests/inquiry-schema";
import {
  findPlace,
  offeredPlaces,
  placeHours,
  placeKey,
  placeName,
  type RentalPlace,
} from "../../../domain/rental-places";
import type { RentalTerms } from "../../../domain/rental-terms";
import { FormField } from "../../components/form-field";
import { NativeSelect } from "../../components/native-select";
import { Input } from "../../components/ui/input";
import { useMoney } from "../../lib/display-currency";
import { useI18n } from "../../lib/i18n";

type BookingFormApi = UseFormReturn<BookingInquiryInput, unknown, BookingInquiry>;

/**
 * The pick-up and return places the company offers, each with its fee in the visitor's currency
 * ("Douglas-Charles Airport — $25.00"), and a time for a place with opening hours (its after-hours
 * fee applies outside them). Without one-way returns the return place is the pick-up place.
 * docs/product-rules.md, "Places and fees".
 */
export function PlaceFields({ form, terms }: { form: BookingFormApi; terms?: RentalTerms }) {
  const { t } = useI18n();
  const { price } = useMoney();
  const { register, watch, setValue, formState } = form;
  const errors = formState.errors;
  const offered = offeredPlaces(terms);
  const ownPlaces = Boolean(terms?.places.length);
  const [pickup, dropoff] = watch(["pickupLocation", "dropoffLocation"]);

  // The defaults name the spec's places; once the company's have loaded, a choice it does not offer
  // becomes its first place, and without one-way returns the return follows the pick-up.
  const firstKey = offered.places[0] ? placeKey(offered.places[0]) : "";
  useEffect(() => {
    const chosenPickup = findPlace(terms, pickup) ? pickup : firstKey;
    if (chosenPickup !== pickup) setValue("pickupLocation", chosenPickup);
    const chosenDropoff = !offered.oneWayReturns || !findPlace(terms, dropoff) ? chosenPickup : dropoff;
    if (chosenDropoff !== dropoff) setValue("dropoffLocation", chosenDropoff);
  }, [terms, pickup, dropoff, firstKey, offered.oneWayReturns, setValue]);

  const label = (place: RentalPlace) => {
    const name = placeName(place, t);
    if (!ownPlaces) return name;
    return `${name} — ${place.fee > 0 ? price(place.fee, terms?.currency ?? "USD") : t("Free")}`;
  };
  const options = (places: RentalPlace[]) =>
    places.map((place) => (
      <option key={placeKey(place)} value={placeKey(place)}>
        {label(place)}
      </option>
    ));
  const returnPlaces = offered.oneWayReturns
    ? offered.places
    : offered.places.filter((place) => placeKey(place) === pickup);

  const hoursHint = (place: RentalPlace | undefined) => {
    if (!place?.opens) return undefined;
    const hours = placeHours(place, t);
    return place.afterHoursFee > 0
      ? t("Open {{hours}}. Outside these hours: {{fee}} more.", {
          hours,
          fee: price(place.afterHoursFee, terms?.currency ?? "USD"),
        })
      : t("Open {{hours}}.", { hours });
  };
  const pickupPlace = findPlace(terms, pickup);
  const dropoffPlace = findPlace(terms, dropoff);

  return (
    <>
      <FormField label={t("Pickup Location")} error={errors.pickupLocation?.message}>
        <NativeSelect translate="no" {...register("pickupLocation")}>
          {options(offered.places)}
        </NativeSelect>
      </FormField>
      <FormField
        label={t("Dropoff Location")}
        error={errors.dropoffLocation?.message}
        hint={offered.oneWayReturns ? undefined : t("This company takes its vehicles back where they were picked up.")}
      >
        <NativeSelect translate="no" {...register("dropoffLocation")}>
          {options(returnPlaces)}
        </NativeSelect>
      </FormField>
      {pickupPlace?.opens && (
        <FormField
          label={t("Pick-up time (optional)")}
          error={errors.pickupTime?.message}
          hint={hoursHint(pickupPlace)}
        >
          <Input type="time" step={60} {...register("pickupTime")} />
        </FormField>
      )}
      {dropoffPlace?.opens && (
        <FormField
          label={t("Return time (optional)")}
          error={errors.dropoffTime?.message}
          hint={hoursHint(dropoffPlace)}
        >
          <Input type="time" step={60} {...register("dropoffTime")} />
        </FormField>
      )}
    </>
  );
}
