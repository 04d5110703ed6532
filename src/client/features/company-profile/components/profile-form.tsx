import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { COUNTRY, PARISHES } from "../../../../domain/constants";
import type { CompanyProfile } from "../../../../domain/contracts/companies";
import {
  COMPANY_DESCRIPTION_MAX,
  type CompanyProfileInput,
  type CompanyProfileValues,
  companyProfileSchema,
} from "../../../../domain/contracts/companies/company-schema";
import { DEFAULT_PHONE_COUNTRY, displayPhone } from "../../../../domain/phone-numbers";
import { FormField } from "../../../components/form-field";
import { OptionSelect } from "../../../components/option-select";
import { PhoneInput } from "../../../components/phone-input";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api";
import { useI18n } from "../../../lib/i18n";
import { useUpdateCompanyProfile } from "../api/update-company-profile";
import { SaveState } from "../unsaved-changes";
import { MapPinFields } from "./map-pin-fields";

const PARISH_OPTIONS = PARISHES.map((parish) => ({ value: parish, label: parish }));

/** 'Update Profile Information' with the profile's fields; the country is Dominica and fixed. */
export function ProfileForm({ profile }: { profile: CompanyProfile }) {
  const { t } = useI18n();
  const update = useUpdateCompanyProfile();
  const form = useForm<CompanyProfileInput, unknown, CompanyProfileValues>({
    resolver: zodResolver(companyProfileSchema),
    defaultValues: {
      name: profile.name,
      contactEmail: profile.contactEmail,
      phone: displayPhone(profile.phone),
      // Kept in E.164, so the country only matters once the number is retyped without its code.
      phoneCountry: DEFAULT_PHONE_COUNTRY,
      contactFullName: profile.contactFullName,
      address: profile.address,
      cityVillage: profile.cityVillage,
      // A company that has not chosen a parish picks one here; none is chosen for it.
      parish: PARISHES.find((parish) => parish === profile.parish),
      latitude: profile.latitude,
      longitude: profile.longitude,
      description: profile.description ?? "",
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      // The form stays mounted: what it shows is now what is saved.
      onSuccess: () => form.reset(form.getValues()),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          form.setError(field as keyof CompanyProfileInput, { message });
        }
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <h2>{t("Update Profile Information")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("Company Name")} error={errors.name?.message}>
              <Input autoComplete="organization" {...form.register("name")} />
            </FormField>
            <FormField label={t("Contact Full Name")} error={errors.contactFullName?.message}>
              <Input autoComplete="name" {...form.register("contactFullName")} />
            </FormField>
            <FormField label={t("Contact Email")} error={errors.contactEmail?.message}>
              <Input type="email" autoComplete="email" {...form.register("contactEmail")} />
            </FormField>
            <FormField label={t("Phone")} error={errors.phone?.message}>
              <PhoneInput country={form.register("phoneCountry")} {...form.register("phone")} />
            </FormField>
            <FormField label={t("Address")} error={errors.address?.message} className="space-y-1.5 sm:col-span-2">
              <Input autoComplete="street-address" {...form.register("address")} />
            </FormField>
            <FormField label={t("City/Village")} error={errors.cityVillage?.message}>
              <Input {...form.register("cityVillage")} />
            </FormField>
            <Controller
              control={form.control}
              name="parish"
              render={({ field }) => (
                <FormField label={t("Parish")} error={errors.parish?.message}>
                  <OptionSelect
                    value={field.value ?? ""}
                    onValueChange={field.onChange}
                    options={PARISH_OPTIONS}
                    placeholder={t("Choose your parish")}
                  />
                </FormField>
              )}
            />
            <FormField label={t("Country")} hint={t("Rental companies on this marketplace are in Dominica.")}>
              <Input value={t(COUNTRY)} readOnly disabled />
            </FormField>
            <MapPinFields form={form} />
            <FormField
              label={t("About your company")}
              error={errors.description?.message}
              hint={t("Shown on your page as you write it. Left empty, your page has no About text.")}
              className="space-y-1.5 sm:col-span-2"
            >
              <Textarea rows={4} maxLength={COMPANY_DESCRIPTION_MAX} {...form.register("description")} />
            </FormField>
          </div>
          <div className="flex flex-wrap items-center justify-end gap-3">
            <SaveState card="profile" unsaved={form.formState.isDirty} />
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t("Updating...") : t("Update Profile")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
