-- The "listed" rule written once (docs/product-rules.md, "What is listed"): a company is public
-- while it is not archived and one of its users is active; a vehicle is listed while it is not
-- archived and its company is public. listed_vehicles keeps what these views hold, and the
-- application reads them (src/server/vehicles/columns.ts) instead of repeating the conditions.
CREATE VIEW "public_companies" AS
  SELECT c.id FROM companies c
  WHERE NOT c.is_archived AND EXISTS (SELECT 1 FROM users u WHERE u.company_id = c.id AND u.is_active);
--> statement-breakpoint
CREATE VIEW "listable_vehicles" AS
  SELECT v.id AS vehicle_id, v.company_id,
    EXISTS (SELECT 1 FROM users f WHERE f.company_id = v.company_id AND f.is_featured) AS is_featured,
    v.type, v.make || ' ' || v.model AS name, v.doors, v.seats, v.daily_price, v.deposit, v.image,
    v.make, v.model, v.year, v.fuel_type, v.transmission, v.is_4x4, v.weekly_price, v.monthly_price,
    v.available, v.created_at, v.updated_at, c.name AS company_name, c.phone AS company_phone
  FROM vehicles v JOIN companies c ON c.id = v.company_id
  WHERE NOT v.is_archived AND c.id IN (SELECT id FROM public_companies);
--> statement-breakpoint
-- The public JSON is now written by the application (src/server/vehicles/listing-queries.ts) from
-- the listing's columns; they replace the stored text. Added empty, filled by the refresh below,
-- then required, so that the migration runs on a database that already has listings.
ALTER TABLE "listed_vehicles" DROP COLUMN "json";
--> statement-breakpoint
ALTER TABLE "listed_vehicles"
  ADD COLUMN "make" text,
  ADD COLUMN "model" text,
  ADD COLUMN "year" integer,
  ADD COLUMN "fuel_type" text,
  ADD COLUMN "transmission" text,
  ADD COLUMN "is_4x4" boolean,
  ADD COLUMN "weekly_price" numeric(10, 2),
  ADD COLUMN "monthly_price" numeric(10, 2),
  ADD COLUMN "available" boolean,
  ADD COLUMN "created_at" timestamp with time zone,
  ADD COLUMN "updated_at" timestamp with time zone,
  ADD COLUMN "company_name" text,
  ADD COLUMN "company_phone" text;
--> statement-breakpoint
-- Same contract as 0005's (the triggers call it unchanged): company locks, then a fresh snapshot
-- per statement, so the last writer on PostgreSQL sees every change committed before it.
CREATE OR REPLACE FUNCTION "refresh_listed_vehicles"(company_ids integer[], vehicle_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  targets integer[];
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('listed_vehicles'), company_id)
    FROM unnest(company_ids) AS company_id WHERE company_id IS NOT NULL ORDER BY company_id;
  targets := coalesce(vehicle_ids, ARRAY(SELECT id FROM vehicles WHERE company_id = ANY (company_ids)));
  DELETE FROM listed_vehicles WHERE vehicle_id = ANY (targets);
  INSERT INTO listed_vehicles (vehicle_id, company_id, is_featured, type, name, doors, seats, daily_price,
      deposit, image, make, model, year, fuel_type, transmission, is_4x4, weekly_price, monthly_price,
      available, created_at, updated_at, company_name, company_phone)
    SELECT vehicle_id, company_id, is_featured, type, name, doors, seats, daily_price,
      deposit, image, make, model, year, fuel_type, transmission, is_4x4, weekly_price, monthly_price,
      available, created_at, updated_at, company_name, company_phone
    FROM listable_vehicles WHERE vehicle_id = ANY (targets);
END
$$;
--> statement-breakpoint
SELECT refresh_listed_vehicles(ARRAY(SELECT id FROM companies), NULL);
--> statement-breakpoint
ALTER TABLE "listed_vehicles"
  ALTER COLUMN "make" SET NOT NULL,
  ALTER COLUMN "model" SET NOT NULL,
  ALTER COLUMN "year" SET NOT NULL,
  ALTER COLUMN "fuel_type" SET NOT NULL,
  ALTER COLUMN "transmission" SET NOT NULL,
  ALTER COLUMN "is_4x4" SET NOT NULL,
  ALTER COLUMN "weekly_price" SET NOT NULL,
  ALTER COLUMN "monthly_price" SET NOT NULL,
  ALTER COLUMN "available" SET NOT NULL,
  ALTER COLUMN "created_at" SET NOT NULL,
  ALTER COLUMN "updated_at" SET NOT NULL,
  ALTER COLUMN "company_name" SET NOT NULL,
  ALTER COLUMN "company_phone" SET NOT NULL;
--> statement-breakpoint
-- For the filters (at least n seats, 4×4, automatic) and the sorts (lowest price, newest) to come.
CREATE INDEX "listed_vehicles_seats_idx" ON "listed_vehicles" USING btree ("seats","vehicle_id");
--> statement-breakpoint
CREATE INDEX "listed_vehicles_features_idx" ON "listed_vehicles" USING btree ("is_4x4","transmission","seats");
--> statement-breakpoint
CREATE INDEX "listed_vehicles_price_idx" ON "listed_vehicles" USING btree ("daily_price","vehicle_id");
--> statement-breakpoint
CREATE INDEX "listed_vehicles_newest_idx" ON "listed_vehicles" USING btree ("created_at" DESC NULLS FIRST,"vehicle_id");
