-- A company prices in US$ or EC$ (docs/product-rules.md, "Prices"): its vehicles' prices are in
-- that currency, and so is what a booking records. Listings carry the currency, and the daily price
-- and deposit in US$ so that the search's price filters and order compare like with like.
ALTER TABLE "companies" ADD COLUMN "currency" text NOT NULL DEFAULT 'USD';
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_currency_check" CHECK ("currency" IN ('USD', 'XCD'));
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_currency" text NOT NULL DEFAULT 'USD';
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_price_currency_check" CHECK ("price_currency" IN ('USD', 'XCD'));
--> statement-breakpoint
-- A weekly or monthly price of none means "not offered"; a stored 0 always meant that.
ALTER TABLE "vehicles" ALTER COLUMN "weekly_price" DROP NOT NULL, ALTER COLUMN "monthly_price" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "listed_vehicles"
  ALTER COLUMN "weekly_price" DROP NOT NULL,
  ALTER COLUMN "monthly_price" DROP NOT NULL,
  ADD COLUMN "currency" text,
  ADD COLUMN "daily_price_usd" numeric(10, 2),
  ADD COLUMN "deposit_usd" numeric(10, 2);
--> statement-breakpoint
CREATE OR REPLACE VIEW "listable_vehicles" AS
  SELECT v.id AS vehicle_id, v.company_id,
    EXISTS (SELECT 1 FROM users f WHERE f.company_id = v.company_id AND f.is_featured) AS is_featured,
    v.type, v.make || ' ' || v.model AS name, v.doors, v.seats, v.daily_price, v.deposit, v.image,
    v.make, v.model, v.year, v.fuel_type, v.transmission, v.is_4x4, v.weekly_price, v.monthly_price,
    v.available, v.created_at, v.updated_at, c.name AS company_name, c.phone AS company_phone,
    i.color AS image_color, c.currency,
    -- At the EC$2.70 peg, to the cent (src/domain/money.ts).
    CASE WHEN c.currency = 'XCD' THEN round(v.daily_price / 2.7, 2) ELSE v.daily_price END AS daily_price_usd,
    CASE WHEN c.currency = 'XCD' THEN round(v.deposit / 2.7, 2) ELSE v.deposit END AS deposit_usd
  FROM vehicles v JOIN companies c ON c.id = v.company_id LEFT JOIN images i ON i.id = v.image_id
  WHERE NOT v.is_archived AND c.id IN (SELECT id FROM public_companies);
--> statement-breakpoint
-- Same contract as 0020's, with the three new columns.
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
      available, created_at, updated_at, company_name, company_phone, image_color, currency, daily_price_usd,
      deposit_usd)
    SELECT vehicle_id, company_id, is_featured, type, name, doors, seats, daily_price,
      deposit, image, make, model, year, fuel_type, transmission, is_4x4, weekly_price, monthly_price,
      available, created_at, updated_at, company_name, company_phone, image_color, currency, daily_price_usd,
      deposit_usd
    FROM listable_vehicles WHERE vehicle_id = ANY (targets);
END
$$;
--> statement-breakpoint
UPDATE "vehicles" SET "weekly_price" = nullif("weekly_price", 0), "monthly_price" = nullif("monthly_price", 0)
  WHERE "weekly_price" = 0 OR "monthly_price" = 0;
--> statement-breakpoint
SELECT refresh_listed_vehicles(ARRAY(SELECT id FROM companies), NULL);
--> statement-breakpoint
ALTER TABLE "listed_vehicles"
  ALTER COLUMN "currency" SET NOT NULL,
  ALTER COLUMN "daily_price_usd" SET NOT NULL,
  ALTER COLUMN "deposit_usd" SET NOT NULL;
--> statement-breakpoint
DROP INDEX "listed_vehicles_price_idx";
--> statement-breakpoint
CREATE INDEX "listed_vehicles_price_idx" ON "listed_vehicles" USING btree ("daily_price_usd","vehicle_id");
--> statement-breakpoint
DROP INDEX "listed_vehicles_company_idx";
--> statement-breakpoint
CREATE INDEX "listed_vehicles_company_idx" ON "listed_vehicles" USING btree ("company_id","daily_price_usd","vehicle_id");
--> statement-breakpoint
-- A company's listings change with its currency too.
DROP TRIGGER "companies_listing" ON "companies";
--> statement-breakpoint
CREATE TRIGGER "companies_listing" AFTER UPDATE ON "companies"
  FOR EACH ROW WHEN ((OLD.name, OLD.phone, OLD.is_archived, OLD.currency) IS DISTINCT FROM (NEW.name, NEW.phone, NEW.is_archived, NEW.currency))
  EXECUTE FUNCTION "company_listing_changed"();
