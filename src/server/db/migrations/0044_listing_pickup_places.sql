-- The pick-up place filter (`pickup=roseau`, docs/product-rules.md "Search"): each listing carries
-- the keys of the places its company hands vehicles over at — `placeKey` of src/domain/rental-places.ts:
-- the kind for an airport or the ferry, the town's name as a slug — delivery aside; the spec's five
-- for a company that set no places (`offeredPlaces`). A GIN index answers `pickup_places @> array[…]`.
-- The company's places change in the profile's transaction (delete, then insert); a statement trigger
-- per event refreshes that company's listings once per statement.
--
-- The slug as `placeKey` writes it: accents dropped (the Latin-1 letters; the database has no
-- Unicode decomposition without an extension), lowered, every run of other characters one "_",
-- none at either end. tests/api/vehicle-search-pickup.test.ts holds it to `placeKey`.
CREATE FUNCTION "pickup_place_key"(kind text, name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN kind = 'town' THEN
    trim(BOTH '_' FROM regexp_replace(lower(translate(name,
      'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ',
      'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy')), '[^a-z0-9]+', '_', 'g'))
  ELSE kind END
$$;
--> statement-breakpoint
-- LOCATIONS of src/domain/constants.ts when the company has no rows; else its own keys, sorted.
CREATE FUNCTION "company_pickup_places"(integer) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN EXISTS (SELECT 1 FROM company_places WHERE company_id = $1)
    THEN ARRAY(SELECT DISTINCT pickup_place_key(kind, name) FROM company_places
      WHERE company_id = $1 AND kind <> 'delivery' ORDER BY 1)
    ELSE ARRAY['roseau', 'portsmouth', 'marigot', 'douglas_charles_airport', 'canefield_airport']
  END
$$;
--> statement-breakpoint
ALTER TABLE "listed_vehicles" ADD COLUMN "pickup_places" text[];
--> statement-breakpoint
UPDATE "listed_vehicles" SET "pickup_places" = company_pickup_places("company_id");
--> statement-breakpoint
ALTER TABLE "listed_vehicles" ALTER COLUMN "pickup_places" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "listed_vehicles_pickup_idx" ON "listed_vehicles" USING gin ("pickup_places");
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
    c.rating AS company_rating, c.review_count AS company_review_count,
    company_pickup_places(c.id) AS pickup_places
  FROM vehicles v JOIN companies c ON c.id = v.company_id LEFT JOIN images i ON i.id = v.image_id
  WHERE NOT v.is_archived AND c.id IN (SELECT id FROM public_companies);
--> statement-breakpoint
-- Same contract as 0043's, with the new column.
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
      deposit_usd, company_rating, company_review_count, pickup_places)
    SELECT vehicle_id, company_id, is_featured, type, name, doors, seats, daily_price,
      deposit, image, make, model, year, fuel_type, transmission, is_4x4, weekly_price, monthly_price,
      available, created_at, updated_at, company_name, company_phone, image_color, currency, daily_price_usd,
      deposit_usd, company_rating, company_review_count, pickup_places
    FROM listable_vehicles WHERE vehicle_id = ANY (targets);
END
$$;
--> statement-breakpoint
-- Transition tables allow one event per trigger: three triggers, one function.
CREATE FUNCTION "company_places_listing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT DISTINCT company_id FROM new_places);
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY(SELECT DISTINCT company_id FROM old_places);
  ELSE
    changed := ARRAY(SELECT company_id FROM old_places UNION SELECT company_id FROM new_places);
  END IF;
  IF cardinality(changed) > 0 THEN
    PERFORM refresh_listed_vehicles(changed, NULL);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "company_places_listing_insert" AFTER INSERT ON "company_places"
  REFERENCING NEW TABLE AS new_places FOR EACH STATEMENT EXECUTE FUNCTION "company_places_listing_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_places_listing_update" AFTER UPDATE ON "company_places"
  REFERENCING OLD TABLE AS old_places NEW TABLE AS new_places
  FOR EACH STATEMENT EXECUTE FUNCTION "company_places_listing_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_places_listing_delete" AFTER DELETE ON "company_places"
  REFERENCING OLD TABLE AS old_places FOR EACH STATEMENT EXECUTE FUNCTION "company_places_listing_changed"();
