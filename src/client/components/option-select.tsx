import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./ui/select";

export interface Option {
  value: string;
  label: string;
}

/**
 * A Radix select that takes the id and aria attributes `FormField` hands its control, so the
 * label names the trigger and errors are announced with it.
 */
export function OptionSelect({
  value,
  onValueChange,
  options,
  placeholder,
  id,
  className,
  ...aria
}: {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly Option[];
  placeholder?: string;
  id?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-label"?: string;
}) {
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger id={id} className={className ?? "w-full"} {...aria}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
