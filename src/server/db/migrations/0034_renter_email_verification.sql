-- A renter proves their email by a mailed link before it holds the requests sent with it; the limits
-- per email count only what the verified account sent (docs/product-rules.md, "Renters").
-- Written by hand (drizzle-kit's snapshots stop at 0005).
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- The link's secret: only its SHA-256, cleared once used (single use), with when it stops working.
ALTER TABLE "users" ADD COLUMN "email_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" IN ('en', 'fr'));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_token_hash_idx" ON "users" USING btree ("email_token_hash") WHERE "email_token_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email")) WHERE "email_verified_at" IS NOT NULL;--> statement-breakpoint
-- Who was signed in when a request was sent: `user_id` says whose My Bookings holds it, which a
-- verification may change; this never changes, and is what the owner's limits count.
ALTER TABLE "bookings" ADD COLUMN "sender_user_id" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
UPDATE "bookings" SET "sender_user_id" = "user_id" WHERE "user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_pending_sender_user_id_idx" ON "bookings" USING btree ("sender_user_id", "vehicle_id") WHERE status = 'pending';--> statement-breakpoint
-- A mail is about a request or, for the verification link, an account.
ALTER TABLE "mail_outbox" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "user_id" integer REFERENCES "users"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_about_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_about_check" CHECK (num_nonnulls("mail_outbox"."booking_id", "mail_outbox"."company_id", "mail_outbox"."user_id") = 1);--> statement-breakpoint
CREATE INDEX "mail_outbox_user_id_idx" ON "mail_outbox" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" IN ('request-receipt', 'company-request', 'request-decision', 'request-expired', 'request-cancelled', 'email-verification', 'company-registered', 'company-waiting', 'company-approved', 'company-rejected'));
