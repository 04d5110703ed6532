-- A company's availability rules (docs/product-rules.md, "Availability rules"): hours of notice
-- before a pick-up, days kept free for cleaning around each busy stretch, and the longest rental.
-- The defaults are the product's rules before the settings, so nothing changes for a company that
-- sets none. Updating them notifies the catalogue through the companies' trigger (migration 0008).
ALTER TABLE "companies" ADD COLUMN "notice_hours" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cleaning_days" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "longest_rental_days" integer DEFAULT 180 NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_notice_hours_check" CHECK ("notice_hours" BETWEEN 0 AND 336);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_cleaning_days_check" CHECK ("cleaning_days" BETWEEN 0 AND 14);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_longest_rental_days_check" CHECK ("longest_rental_days" BETWEEN 1 AND 180);
--> statement-breakpoint
-- A dated search leaves out the vehicles whose papers expire by its last day: the index finds those few.
CREATE INDEX "vehicles_documents_expire_on_idx" ON "vehicles" (least("insurance_expiry_date", "license_expiry_date"));
