import type * as React from "react";
import { Input } from "./ui/input";

/** A money amount: never negative, to the cent, with the phone's decimal keypad. */
export function AmountInput(props: Omit<React.ComponentProps<typeof Input>, "type" | "inputMode" | "min" | "step">) {
  return <Input type="number" inputMode="decimal" min={0} step="0.01" {...props} />;
}
