import type { IsoDate } from "../../../../domain/dates";
import type { UnavailabilityPeriod } from "../../../../domain/unavailability-schema";

export interface CompanyCalendar {
  month: string;
  from: IsoDate;
  to: IsoDate;
  periods: UnavailabilityPeriod[];
  bookings: { id: number; vehicleId: number; startDate: IsoDate; endDate: IsoDate }[];
}
