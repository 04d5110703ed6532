import { LocateFixed, MapPin } from "lucide-react";
import { useId, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { mapPinUrl } from "../../../../domain/company-map-pin";
import type { CompanyProfileInput, CompanyProfileValues } from "../../../../domain/contracts/companies/company-schema";
import { FormField } from "../../../components/form-field";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { useI18n } from "../../../lib/i18n";

/** What a coordinate field holds: null when empty; a French "15,3017" reads as 15.3017. */
const toCoordinate = (value: unknown) => {
  if (typeof value !== "string") return value ?? null;
  const trimmed = value.trim();
  return trimmed === "" ? null : Number(trimmed.replace(",", "."));
};

/** Five decimals: about a metre, what the profile keeps. */
const rounded = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * The company's own map pin (docs/product-rules.md, "Companies"): typed, copied from a map, or
 * taken from the browser's location at the office. Without one the landing page names the spec's
 * fixed coordinates.
 */
export function MapPinFields({ form }: { form: UseFormReturn<CompanyProfileInput, unknown, CompanyProfileValues> }) {
  const { t } = useI18n();
  const hintId = useId();
  const [isLocating, setIsLocating] = useState(false);
  const [locationError, setLocationError] = useState<string>();
  const [latitude, longitude] = form.watch(["latitude", "longitude"]);
  const pin =
    typeof latitude === "number" && typeof longitude === "number" && !Number.isNaN(latitude + longitude)
      ? { latitude, longitude }
      : undefined;
  const errors = form.formState.errors;

  const setPin = (value: { latitude: number | null; longitude: number | null }) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue("latitude", value.latitude, options);
    form.setValue("longitude", value.longitude, options);
  };

  const locateMe = () => {
    setLocationError(undefined);
    if (!("geolocation" in navigator)) {
      setLocationError(t("This browser cannot tell where you are: type the coordinates instead."));
      return;
    }
    setIsLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setIsLocating(false);
        setPin({ latitude: rounded(coords.latitude), longitude: rounded(coords.longitude) });
      },
      () => {
        setIsLocating(false);
        setLocationError(t("This browser cannot tell where you are: type the coordinates instead."));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <fieldset className="space-y-3 sm:col-span-2" aria-describedby={hintId}>
      <legend className="flex items-center gap-1.5 text-sm font-medium">
        <MapPin aria-hidden className="size-4" />
        {t("Map pin")}
      </legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t(
          "Where visitors find you: search engines read it from your page. Use your location at the office, or copy the coordinates from a map. Without a pin your page names Roseau.",
        )}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("Latitude")} error={errors.latitude?.message}>
          <Input
            inputMode="decimal"
            placeholder="15.30170"
            {...form.register("latitude", { setValueAs: toCoordinate })}
          />
        </FormField>
        <FormField label={t("Longitude")} error={errors.longitude?.message}>
          <Input
            inputMode="decimal"
            placeholder="-61.38810"
            {...form.register("longitude", { setValueAs: toCoordinate })}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" onClick={locateMe} disabled={isLocating}>
          <LocateFixed aria-hidden />
          {isLocating ? t("Finding where you are...") : t("Use my location")}
        </Button>
        {pin && (
          <>
            <Button asChild variant="link" size="sm">
              <a href={mapPinUrl(pin)} target="_blank" rel="noopener noreferrer">
                {t("See it on the map")}
              </a>
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setPin({ latitude: null, longitude: null })}>
              {t("Remove the pin")}
            </Button>
          </>
        )}
      </div>
      {locationError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {locationError}
        </p>
      )}
    </fieldset>
  );
}
