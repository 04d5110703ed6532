import type { CompanyCheckIn } from "../../domain/contracts/requests/check-in-schema";
import { ARRIVAL_PLACE_LABELS } from "../../domain/requests/check-in";
import { formatDominicaTime } from "../../domain/requests/mails";
import { useI18n } from "../lib/i18n";

const ARRIVAL_KIND_LABELS = { flight: "Flight", ferry: "Ferry", "on-island": "Already on the island" } as const;

/** The renter's arrival in one line ("Flight, LI 123, 1 Dec 14:30, Douglas-Charles Airport"), in the screen's language. */
export function useArrivalText() {
  const { t, language } = useI18n();
  return (arrival: NonNullable<CompanyCheckIn["arrival"]>) =>
    [
      t(ARRIVAL_KIND_LABELS[arrival.kind]),
      arrival.number,
      // Given in Dominica's time, which is always UTC−4.
      arrival.arrivesAt && formatDominicaTime(new Date(`${arrival.arrivesAt}:00-04:00`), language),
      arrival.place && t(ARRIVAL_PLACE_LABELS[arrival.place]),
    ]
      .filter(Boolean)
      .join(", ");
}
