import type { DemoBooking, DemoPapers, DemoPeriod } from "./demo-types";

// The demo's customer and the paperwork, maintenance and bookings several demo vehicles share.

/** The renter who made the demo's bookings. */
export const DEMO_CUSTOMER = {
  username: "visitor",
  fullName: "Alex Visitor",
  email: "visitor@example.com",
  phone: "+14415550100",
  nationality: "Bermudian",
};

export const PAPERS_IN_ORDER: DemoPapers = { insuranceExpiryDay: 200, licenseExpiryDay: 300, lastServiceDay: -30 };
/** Lapsed three days ago: the fleet calendar shows a 'Documents Expired' block. */
export const INSURANCE_LAPSED: DemoPapers = { ...PAPERS_IN_ORDER, insuranceExpiryDay: -3 };

export const MAINTENANCE_NEXT_WEEK: DemoPeriod[] = [{ fromDay: 5, toDay: 7, reason: "Scheduled Maintenance" }];
/** A confirmed trip (hidden from searches over those days) and a request still awaiting the company. */
export const BOOKED_BY_VISITOR: DemoBooking[] = [
  { fromDay: 2, toDay: 6, status: "confirmed" },
  { fromDay: 10, toDay: 13, status: "pending" },
];
