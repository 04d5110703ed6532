import { type ReactNode, useId } from "react";
import { Controller, useFormContext } from "react-hook-form";
import type { z } from "zod";
import type { adminVehicleEditSchema } from "../../../../domain/contracts/vehicles/vehicle-schema";
import { optionLabel } from "../../../../domain/option-labels";
import { NativeSelect } from "../../../components/native-select";
import { Checkbox } from "../../../components/ui/checkbox";
import { Input } from "../../../components/ui/input";
import { TableCell } from "../../../components/ui/table";
import { cn } from "../../../lib/cn";
import { useI18n, useTranslatedMessage } from "../../../lib/i18n";

export type VehicleEditInput = z.input<ReturnType<typeof adminVehicleEditSchema>>;
type Field = keyof VehicleEditInput & string;

/**
 * The label, invalid flag and error link of a field, and its cell with the message under the
 * control; the label (an English key) and the message are said in the visitor's language.
 */
export function useEditField(name: Field, label: string) {
  const { t } = useI18n();
  const translated = useTranslatedMessage();
  const id = `${useId()}-error`;
  const { formState } = useFormContext<VehicleEditInput>();
  const error = formState.errors[name]?.message;
  const aria = {
    "aria-label": t(label),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? id : undefined,
  } as const;
  const cell = (control: ReactNode) => (
    <TableCell className="align-top">
      {control}
      {error && (
        <p id={id} className="mt-1 max-w-40 text-xs whitespace-normal text-destructive">
          {translated(error)}
        </p>
      )}
    </TableCell>
  );
  return { aria, cell };
}

export function TextCell({
  name,
  label,
  disabled,
  className = "w-24",
  ...input
}: { name: Field; label: string; disabled: boolean } & Pick<
  React.ComponentProps<"input">,
  "type" | "step" | "min" | "max" | "className"
>) {
  const { register } = useFormContext<VehicleEditInput>();
  const { aria, cell } = useEditField(name, label);
  return cell(<Input {...aria} disabled={disabled} {...input} className={cn("h-9", className)} {...register(name)} />);
}

export function ChoiceCell({
  name,
  label,
  options,
  disabled,
}: {
  name: "type" | "fuelType" | "transmission";
  label: string;
  options: readonly string[];
  disabled: boolean;
}) {
  const { t } = useI18n();
  const { register } = useFormContext<VehicleEditInput>();
  const { aria, cell } = useEditField(name, label);
  return cell(
    <NativeSelect {...aria} disabled={disabled} className="w-auto px-2 capitalize" {...register(name)}>
      {options.map((option) => (
        <option key={option} value={option}>
          {t(optionLabel(option))}
        </option>
      ))}
    </NativeSelect>,
  );
}

export function CheckboxCell({ name, label, disabled }: { name: "is4x4"; label: string; disabled: boolean }) {
  const { control } = useFormContext<VehicleEditInput>();
  const { aria, cell } = useEditField(name, label);
  return cell(
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          {...aria}
          disabled={disabled}
          checked={field.value === true}
          onCheckedChange={(checked) => field.onChange(checked === true)}
        />
      )}
    />,
  );
}
