-- A company's own map pin for its landing page's JSON-LD (docs/product-rules.md, "Companies"): both
-- or neither, on the island. Without one the page names the spec's fixed coordinates.
ALTER TABLE "companies" ADD COLUMN "latitude" numeric(7, 5);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "longitude" numeric(8, 5);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_map_pin_check" CHECK (
  ("latitude" IS NULL AND "longitude" IS NULL)
  OR ("latitude" BETWEEN 15.2 AND 15.65 AND "longitude" BETWEEN -61.5 AND -61.2)
);
