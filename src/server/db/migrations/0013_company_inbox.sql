-- The company's inbox (docs/product-rules.md, "The company's inbox"): its words to the renter with a
-- decision, and for a request declined because another one of the same vehicle was approved, that one.
ALTER TABLE "bookings"
	ADD COLUMN "company_message" text,
	ADD COLUMN "superseded_by" integer REFERENCES "bookings"("id") ON DELETE SET NULL,
	ADD CONSTRAINT "bookings_company_message_check" CHECK (char_length(company_message) <= 1000);
--> statement-breakpoint
-- The badge counts a company's waiting requests on every page its users open.
CREATE INDEX "bookings_pending_vehicle_idx" ON "bookings" USING btree ("vehicle_id") WHERE status = 'pending';
