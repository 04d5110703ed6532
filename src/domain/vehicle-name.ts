/**
 * How the product names a vehicle everywhere (screens, WhatsApp messages, calendar feeds): its make
 * and model, "Toyota RAV4"; with its year, "Toyota RAV4 (2021)", where a message to a company shows it.
 */
export function vehicleName(
  vehicle: { make: string; model: string; year?: number },
  { withYear = false }: { withYear?: boolean } = {},
): string {
  const name = `${vehicle.make} ${vehicle.model}`;
  return withYear ? `${name} (${vehicle.year})` : name;
}
