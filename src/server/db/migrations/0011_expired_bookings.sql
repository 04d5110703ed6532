-- A request nobody answered in time ends as "expired" (docs/product-rules.md, "Requests").
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK (status in ('pending', 'confirmed', 'completed', 'cancelled', 'rejected', 'expired'));
