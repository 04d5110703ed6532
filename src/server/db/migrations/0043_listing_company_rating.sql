-- "Top rated" (`sort=rating`, docs/product-rules.md "Search"): the listing carries its company's shown
-- rating and count (companies.rating and review_count, kept by the review writes since 0038), so the
-- search still reads one table and walks an index in that order. The companies trigger now refreshes
-- the listings when either changes, in the transaction that publishes or hides the review.
ALTER TABLE "listed_vehicles"
  ADD COLUMN "company_rating" numeric(2, 1),
  ADD COLUMN "company_review_count" integer NOT NULL DEFAULT 0;
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
    CASE WHEN c.currency = 'XCD' THEN round(v.deposit / 2.7, 2) ELSE v.deposit END AS deposit_usd,
    c.rating AS company_rating, c.review_count AS company_review_count
  FROM vehicles v JOIN companies c ON c.id = v.company_id LEFT JOIN images i ON i.id = v.image_id
  WHERE NOT v.is_archived AND c.id IN (SELECT id FROM public_companies);
--> statement-breakpoint
-- Same contract as 0021's, with the two new columns.
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
      deposit_usd, company_rating, company_review_count)
    SELECT vehicle_id, company_id, is_featured, type, name, doors, seats, daily_price,
      deposit, image, make, model, year, fuel_type, transmission, is_4x4, weekly_price, monthly_price,
      available, created_at, updated_at, company_name, company_phone, image_color, currency, daily_price_usd,
      deposit_usd, company_rating, company_review_count
    FROM listable_vehicles WHERE vehicle_id = ANY (targets);
END
$$;
--> statement-breakpoint
UPDATE "listed_vehicles" l SET "company_rating" = c."rating", "company_review_count" = c."review_count"
  FROM "companies" c WHERE c."id" = l."company_id";
--> statement-breakpoint
DROP TRIGGER "companies_listing" ON "companies";
--> statement-breakpoint
CREATE TRIGGER "companies_listing" AFTER UPDATE ON "companies"
  FOR EACH ROW WHEN ((OLD.name, OLD.phone, OLD.is_archived, OLD.currency, OLD.rating, OLD.review_count)
    IS DISTINCT FROM (NEW.name, NEW.phone, NEW.is_archived, NEW.currency, NEW.rating, NEW.review_count))
  EXECUTE FUNCTION "company_listing_changed"();
--> statement-breakpoint
-- Highest rating first, "New" companies last; then more reviews, then the default order.
CREATE INDEX "listed_vehicles_rating_idx" ON "listed_vehicles" USING btree
  ("company_rating" DESC NULLS LAST, "company_review_count" DESC, "is_featured" DESC, "vehicle_id");
