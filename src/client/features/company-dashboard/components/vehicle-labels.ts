/** How a stored option value reads on screen: "suv" → "SUV", "petrol" → "Petrol". */
export function optionLabel(value: string): string {
  return value === "suv" ? "SUV" : value.charAt(0).toUpperCase() + value.slice(1);
}
