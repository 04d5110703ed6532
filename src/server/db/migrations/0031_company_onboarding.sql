-- A company's onboarding (docs/product-rules.md, "Accounts"): the language it registered in, for
-- the mails it gets; an admin's rejection with its reason; its own About text for its landing page;
-- and mails about a company rather than a request (docs/decisions/mail-outbox.md).
ALTER TABLE "companies" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_language_check" CHECK (language in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_description_check" CHECK (char_length("companies"."description") <= 1000);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_rejection_check" CHECK (("users"."rejected_at" IS NULL) = ("users"."rejection_reason" IS NULL) AND char_length("users"."rejection_reason") <= 500);--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "company_id" integer REFERENCES "companies"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_about_check" CHECK (("mail_outbox"."booking_id" IS NULL) <> ("mail_outbox"."company_id" IS NULL));--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" IN ('request-receipt', 'company-request', 'request-decision', 'request-expired', 'company-registered', 'company-waiting', 'company-approved', 'company-rejected'));--> statement-breakpoint
CREATE INDEX "mail_outbox_company_id_idx" ON "mail_outbox" USING btree ("company_id");
