-- The outbox keeps what a mail is about, rendered when it is sent (docs/decisions/mail-outbox.md).
-- Rows written before hold full texts with status-link tokens and cannot be rendered in
-- the new form: they are removed (docs/operations.md, "Mail": upgrade with an empty queue).
-- drizzle-kit's snapshots stop at 0005, so this migration was generated empty (`--custom`) and written by hand.
DELETE FROM "mail_outbox";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "text_body";--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "to_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sealed_secret" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" IN ('request-receipt', 'company-request', 'request-decision', 'request-expired'));--> statement-breakpoint
CREATE INDEX "mail_outbox_booking_id_idx" ON "mail_outbox" USING btree ("booking_id");
