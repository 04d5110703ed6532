import type { AvailabilityStatus } from "../../../../domain/calendar";

/** Block colours of the calendar's availability statuses; each is dark enough for white text (WCAG AA). */
export const STATUS_COLORS: Record<AvailabilityStatus, string> = {
  available: "#15803d",
  reserved: "#2563eb",
  "in-service": "#b45309",
  "out-of-service": "#dc2626",
  cleaning: "#7c3aed",
  "inspection-due": "#0e7490",
  "documents-expired": "#9f1239",
  "external-calendar": "#475569",
};
