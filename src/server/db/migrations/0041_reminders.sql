-- Reminders (issue 39, point 5): the renter's the day before pick-up and before return, the company's
-- day plan each morning and its nudges on a waiting request (docs/product-rules.md, "Reminders").
-- Written by hand (drizzle-kit's snapshots stop at 0005).
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" IN ('request-receipt', 'company-request', 'request-decision', 'request-expired', 'request-cancelled', 'email-verification', 'company-registered', 'company-waiting', 'company-approved', 'company-rejected', 'review-invitation', 'review-hidden', 'pickup-reminder', 'return-reminder', 'company-day-plan', 'company-request-nudge'));--> statement-breakpoint
-- A mail sent once per occasion (`params.once`: "waited", the day's date, …): however many
-- instances queue it, the second insert finds the first and adds nothing.
CREATE UNIQUE INDEX "mail_outbox_once_idx" ON "mail_outbox" USING btree ("kind", coalesce("booking_id", 0), coalesce("company_id", 0), ("params"->>'once')) WHERE "params" ? 'once';
