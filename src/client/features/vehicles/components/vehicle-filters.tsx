import { DOOR_OPTIONS, SEAT_OPTIONS, VEHICLE_TYPES, vehicleTypeLabel } from "../../../../domain/constants";
import { formatMoney } from "../../../../domain/pricing";
import { FormField } from "../../../components/form-field";
import { NativeSelect } from "../../../components/native-select";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Slider } from "../../../components/ui/slider";

export const PRICE_STEP = 10;
export const DEPOSIT_STEP = 50;

export interface FilterState {
  q: string;
  type: string;
  doors: string;
  seats: string;
  startDate: string;
  endDate: string;
  /** null until the visitor moves a slider: until then it follows the fleet's highest value. */
  price: [number, number] | null;
  deposit: [number, number] | null;
}

/** Spec §2 Vehicles page filters. */
export function VehicleFilters({
  filters,
  onChange,
  onStartDate,
  onEndDate,
  priceMax,
  depositMax,
  today,
}: {
  filters: FilterState;
  onChange: (patch: Partial<FilterState>) => void;
  onStartDate: (value: string) => void;
  onEndDate: (value: string) => void;
  priceMax: number;
  depositMax: number;
  today: string;
}) {
  const price = filters.price ?? [0, priceMax];
  const deposit = filters.deposit ?? [0, depositMax];
  return (
    <section aria-label="Filters" className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
      <FormField label="Search" className="space-y-1.5 sm:col-span-2">
        <Input
          type="search"
          placeholder="Make or model"
          value={filters.q}
          onChange={(event) => onChange({ q: event.target.value })}
        />
      </FormField>
      <FormField label="Vehicle Type">
        <NativeSelect value={filters.type} onChange={(event) => onChange({ type: event.target.value })}>
          <option value="all">All types</option>
          {VEHICLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {vehicleTypeLabel(type)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Doors">
          <NativeSelect value={filters.doors} onChange={(event) => onChange({ doors: event.target.value })}>
            <option value="any">Any</option>
            {DOOR_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Seats">
          <NativeSelect value={filters.seats} onChange={(event) => onChange({ seats: event.target.value })}>
            <option value="any">Any</option>
            {SEAT_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:col-span-2">
        <FormField label="Rental Start Date">
          <Input
            type="date"
            min={today}
            value={filters.startDate}
            onChange={(event) => onStartDate(event.target.value)}
          />
        </FormField>
        <FormField label="Rental End Date">
          <Input
            type="date"
            min={filters.startDate || today}
            value={filters.endDate}
            onChange={(event) => onEndDate(event.target.value)}
          />
        </FormField>
      </div>
      <div className="space-y-3">
        <Label asChild>
          <p>
            Daily Price: {formatMoney(price[0])} – {formatMoney(price[1])}
          </p>
        </Label>
        <Slider
          min={0}
          max={priceMax}
          step={PRICE_STEP}
          value={price}
          minStepsBetweenThumbs={0}
          thumbLabels={["Minimum daily price", "Maximum daily price"]}
          onValueChange={(value) => onChange({ price: [value[0] ?? 0, value[1] ?? priceMax] })}
        />
      </div>
      <div className="space-y-3">
        <Label asChild>
          <p>
            Deposit: {formatMoney(deposit[0])} – {formatMoney(deposit[1])}
          </p>
        </Label>
        <Slider
          min={0}
          max={depositMax}
          step={DEPOSIT_STEP}
          value={deposit}
          minStepsBetweenThumbs={0}
          thumbLabels={["Minimum deposit", "Maximum deposit"]}
          onValueChange={(value) => onChange({ deposit: [value[0] ?? 0, value[1] ?? depositMax] })}
        />
      </div>
    </section>
  );
}
