import type { z } from "zod";
import type { vehicleQuoteQuery } from "../../domain/contracts/vehicles";
import { type PricedVehicle, quoteRental } from "../../domain/pricing";
import { readExtraChoices, refusedExtraChoice } from "../../domain/rental-extras";
import { checkPlaceChoices } from "../../domain/rental-places";
import { type RentalTerms, rentalChoices } from "../../domain/rental-terms";
import { seasonMinimumBreach } from "../../domain/seasons";
import { invalid } from "../errors";

/**
 * A vehicle's quote under its company's terms and the renter's choices in the query
 * (docs/product-rules.md, "Prices"): places, extras, the driver's age, the permit. A rental shorter
 * than its season's minimum is a 400 naming `endDate`; a place the company does not offer one naming
 * `pickup` or `dropoff`; an extra it does not offer with this vehicle, or more of one than a rental
 * may take, one naming `extras`.
 */
export function quoteVehicle(
  terms: RentalTerms | undefined,
  vehicleId: number,
  vehicle: PricedVehicle,
  query: z.output<typeof vehicleQuoteQuery>,
) {
  const period = { startDate: query.startDate, endDate: query.endDate };
  const breach = seasonMinimumBreach(terms?.seasons ?? [], period);
  if (breach) throw invalid(breach.field, breach.message);
  const choices = {
    ...rentalChoices({
      pickupLocation: query.pickup,
      dropoffLocation: query.dropoff,
      pickupTime: query.pickupTime,
      dropoffTime: query.dropoffTime,
      extras: readExtraChoices(query.extras ?? "") ?? [],
    }),
    // The quote is told the driver's age; the form works it out from the date of birth.
    driverAge: query.driverAge,
    needsPermit: query.permit === "true",
  };
  const refusedPlace = checkPlaceChoices(terms, choices);
  if (refusedPlace) throw invalid(refusedPlace.field, refusedPlace.message);
  const refused = refusedExtraChoice(choices.extras ?? [], terms?.extras ?? [], vehicleId);
  if (refused) throw invalid("extras", refused);
  return quoteRental(vehicle, period, { terms, choices });
}
