import type { Location, PaymentMethod, VehicleType } from "./constants";

/** The stored option values that do not read well with just a capital letter. */
const SPECIAL_LABELS: Partial<Record<VehicleType | Location | PaymentMethod, string>> = {
  suv: "SUV",
  douglas_charles_airport: "Douglas-Charles Airport",
  canefield_airport: "Canefield Airport",
  bank_transfer: "Bank Transfer",
  credit_card: "Credit Card",
  debit_card: "Debit Card",
  paypal: "PayPal",
};

/**
 * How any stored option value reads on screen and in messages — vehicle type, fuel, transmission,
 * location, payment method: "suv" → "SUV", "petrol" → "Petrol", "bank_transfer" → "Bank Transfer".
 */
export function optionLabel(value: string): string {
  return SPECIAL_LABELS[value as keyof typeof SPECIAL_LABELS] ?? value.charAt(0).toUpperCase() + value.slice(1);
}
