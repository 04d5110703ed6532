-- A company's driver terms and cancellation policy (docs/product-rules.md, "Drivers" and
-- "Cancellation policy"). The defaults are the product's rules before the settings (18 years, no
-- fee, the general word on the permit, no policy stated), so nothing changes for a company that sets
-- none. Updating them notifies the catalogue through the companies' trigger (migration 0008): the
-- public rental terms are cached answers.
ALTER TABLE "companies" ADD COLUMN "minimum_driver_age" integer DEFAULT 18 NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "minimum_license_years" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "young_driver_fee" numeric(10, 2);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "young_driver_under_age" integer;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "permit" text DEFAULT 'not_stated' NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "permit_fee" numeric(10, 2);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "permit_note" text;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cancellation" text DEFAULT 'not_stated' NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "free_cancellation_days" integer;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cancellation_share_percent" integer;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cancellation_text" text;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_minimum_driver_age_check" CHECK ("minimum_driver_age" between 18 and 99);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_minimum_license_years_check" CHECK ("minimum_license_years" between 0 and 60);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_young_driver_fee_check" CHECK (("young_driver_fee" is null and "young_driver_under_age" is null) or ("young_driver_fee" > 0 and "young_driver_fee" <= 1000000 and "young_driver_under_age" > "minimum_driver_age" and "young_driver_under_age" <= 99));
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_permit_check" CHECK ("permit" in ('not_stated', 'company', 'renter'));
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_permit_fee_check" CHECK (("permit" = 'company') = ("permit_fee" is not null) and ("permit_fee" is null or "permit_fee" between 0 and 1000000));
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_permit_note_check" CHECK ("permit_note" is null or ("permit" = 'renter' and char_length("permit_note") between 1 and 300));
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_cancellation_check" CHECK ("cancellation" in ('not_stated', 'free_until', 'own_text'));
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_cancellation_share_check" CHECK (("cancellation" = 'free_until') = ("free_cancellation_days" is not null and "cancellation_share_percent" is not null) and ("free_cancellation_days" is null or "free_cancellation_days" between 0 and 365) and ("cancellation_share_percent" is null or "cancellation_share_percent" between 0 and 100));
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_cancellation_text_check" CHECK (("cancellation" = 'own_text') = ("cancellation_text" is not null) and ("cancellation_text" is null or char_length("cancellation_text") between 1 and 1000));
--> statement-breakpoint
-- A request keeps the policy it was sent under: a later change of the company's policy does not
-- change an earlier request's terms. Requests older than this have none.
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" jsonb;
