-- A visitor's request is a booking without an account; its status link answers for it
-- (docs/product-rules.md, "Requests").
ALTER TABLE "bookings" ALTER COLUMN "user_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings"
	ADD COLUMN "reference" text,
	ADD COLUMN "status_token_hash" text,
	ADD COLUMN "renter" jsonb,
	ADD COLUMN "renter_email" text,
	ADD COLUMN "language" text DEFAULT 'en' NOT NULL,
	ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL,
	ADD COLUMN "deposit" numeric(10, 2),
	ADD COLUMN "expires_at" timestamp with time zone,
	ADD COLUMN "seen_at" timestamp with time zone,
	ADD COLUMN "decided_at" timestamp with time zone,
	ADD CONSTRAINT "bookings_language_check" CHECK (language in ('en', 'fr')),
	ADD CONSTRAINT "bookings_currency_check" CHECK (currency in ('USD', 'XCD')),
	ADD CONSTRAINT "bookings_deposit_check" CHECK (deposit >= 0),
	ADD CONSTRAINT "bookings_requester_check" CHECK (user_id IS NOT NULL OR status_token_hash IS NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_unique" ON "bookings" USING btree ("reference");
--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_status_token_hash_unique" ON "bookings" USING btree ("status_token_hash");
--> statement-breakpoint
CREATE INDEX "bookings_pending_expiry_idx" ON "bookings" USING btree ("expires_at") WHERE status = 'pending';
--> statement-breakpoint
CREATE INDEX "bookings_pending_renter_email_idx" ON "bookings" USING btree ("renter_email", "vehicle_id") WHERE status = 'pending';
