-- The company keeps its bookings and is paid its own way (docs/product-rules.md, "Cancellations
-- and no-shows" and "Payments"). Written by hand: drizzle-kit's snapshots stop at 0005.
-- Who ended a cancelled booking, and the company's reason. Before this only the renter could cancel.
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
UPDATE "bookings" SET "cancelled_by" = 'renter' WHERE "status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_check" CHECK ("cancelled_by" is null or ("status" = 'cancelled' and "cancelled_by" in ('renter', 'company', 'no-show')));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancel_reason_check" CHECK ("cancel_reason" is null or ("cancelled_by" = 'company' and char_length("cancel_reason") between 1 and 500));--> statement-breakpoint
-- The payment status follows from the company's records; "deposit_paid" is new.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_payment_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_status_check" CHECK ("payment_status" in ('pending', 'deposit_paid', 'paid', 'refunded'));--> statement-breakpoint
-- What the company received or gave back, in the booking's currency (its price_currency).
CREATE TABLE "booking_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"recorded_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_kind_check" CHECK ("kind" in ('deposit', 'payment', 'refund')),
	CONSTRAINT "booking_payments_amount_check" CHECK ("amount" > 0 and "amount" <= 1000000),
	CONSTRAINT "booking_payments_method_check" CHECK ("method" in ('bank_transfer', 'payment_link', 'cash', 'card')),
	CONSTRAINT "booking_payments_note_check" CHECK ("note" is null or char_length("note") between 1 and 500)
);--> statement-breakpoint
CREATE INDEX "booking_payments_booking_id_idx" ON "booking_payments" USING btree ("booking_id", "id");--> statement-breakpoint
-- How and when the company takes the deposit and the rest; null until it says.
ALTER TABLE "companies" ADD COLUMN "payment_terms" jsonb;--> statement-breakpoint
-- The renter hears of the company's cancellation.
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" IN ('request-receipt', 'company-request', 'request-decision', 'request-expired', 'request-cancelled', 'company-registered', 'company-waiting', 'company-approved', 'company-rejected'));
