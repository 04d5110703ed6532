-- Renter accounts keep a nationality for the booking form; a request's personal details are erased
-- RENTER_DATA_DAYS after its rental ends (docs/product-rules.md, "Renters").
ALTER TABLE "users" ADD COLUMN "nationality" text;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "details_erased_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "bookings_details_kept_end_date_idx" ON "bookings" USING btree ("end_date") WHERE "details_erased_at" IS NULL;
