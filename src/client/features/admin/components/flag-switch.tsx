import { Switch } from "../../../components/ui/switch";

/** A table toggle: its accessible name says what it switches for which row, e.g. "Active: Island Rentals". */
export function FlagSwitch({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return <Switch aria-label={label} title={label} checked={checked} disabled={disabled} onCheckedChange={onChange} />;
}
