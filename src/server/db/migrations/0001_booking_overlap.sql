-- Two confirmed bookings of one vehicle can never share a day (docs/product-rules.md, "Booking
-- statuses"): the database refuses the second one even when two approvals race. Dates are closed
-- ranges, so '[]'.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlapping_confirmed"
  EXCLUDE USING gist ("vehicle_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("status" = 'confirmed');
