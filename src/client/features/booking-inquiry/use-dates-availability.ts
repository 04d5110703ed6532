import { visitorRules } from "../../../domain/availability-rules";
import { type DayRange, isIsoDate, todayInDominica } from "../../../domain/dates";
import {
  availabilityForDates,
  availabilitySentence,
  type DatesAvailability,
  visitorCalendarWindow,
} from "../../../domain/vehicle-availability";
import { useVehicleAvailability } from "../../api/get-vehicle-availability";
import { useI18n } from "../../lib/i18n";

export interface DatesAvailabilityView {
  /** The days the calendar may show: today to the end of the month a year ahead. */
  window: DayRange;
  /** Busy stretches in the window; empty until they have loaded. */
  busy: DayRange[];
  isLoading: boolean;
  isError: boolean;
  /** For dates that read as a period (start not after end); undefined otherwise or while loading. */
  availability?: DatesAvailability;
  /** What the dialog says, in the visitor's language; null when it says nothing. */
  sentence: string | null;
  /** The same sentence in English, for the WhatsApp message to the company. */
  sentenceForCompany: string | null;
}

/** A vehicle's busy days, and what they mean for the dates a form holds. */
export function useDatesAvailability(vehicleId: number, dates: { startDate: string; endDate: string }) {
  const { t, language } = useI18n();
  const window = visitorCalendarWindow(todayInDominica());
  const query = useVehicleAvailability(vehicleId, window);
  const busy = query.data?.busy ?? [];
  const isPeriod = isIsoDate(dates.startDate) && isIsoDate(dates.endDate) && dates.startDate <= dates.endDate;
  const availability =
    query.data && isPeriod
      ? availabilityForDates(busy, window, dates, visitorRules(query.data, todayInDominica()))
      : undefined;
  return {
    window,
    busy,
    isLoading: query.isPending,
    isError: query.isError,
    availability,
    sentence: availability ? availabilitySentence(availability, { language, t }) : null,
    sentenceForCompany: availability ? availabilitySentence(availability) : null,
  } satisfies DatesAvailabilityView;
}
