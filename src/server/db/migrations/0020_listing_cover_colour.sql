-- The cover's dominant colour in the public answer (`imageColor`,
-- docs/decisions/vehicle-galleries.md): a placeholder the cards paint while the picture loads. The
-- listing table keeps it beside the cover's URL, so a search still reads one table; null for no
-- picture or an https one.
CREATE OR REPLACE VIEW "listable_vehicles" AS
  SELECT v.id AS vehicle_id, v.company_id,
    EXISTS (SELECT 1 FROM users f WHERE f.company_id = v.company_id AND f.is_featured) AS is_featured,
    v.type, v.make || ' ' || v.model AS name, v.doors, v.seats, v.daily_price, v.deposit, v.image,
    v.make, v.model, v.year, v.fuel_type, v.transmission, v.is_4x4, v.weekly_price, v.monthly_price,
    v.available, v.created_at, v.updated_at, c.name AS company_name, c.phone AS company_phone,
    i.color AS image_color
  FROM vehicles v JOIN companies c ON c.id = v.company_id LEFT JOIN images i ON i.id = v.image_id
  WHERE NOT v.is_archived AND c.id IN (SELECT id FROM public_companies);
--> statement-breakpoint
ALTER TABLE "listed_vehicles" ADD COLUMN "image_color" text;
--> statement-breakpoint
-- 0009's function with the new column; the triggers call it unchanged.
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
      available, created_at, updated_at, company_name, company_phone, image_color)
    SELECT vehicle_id, company_id, is_featured, type, name, doors, seats, daily_price,
      deposit, image, make, model, year, fuel_type, transmission, is_4x4, weekly_price, monthly_price,
      available, created_at, updated_at, company_name, company_phone, image_color
    FROM listable_vehicles WHERE vehicle_id = ANY (targets);
END
$$;
--> statement-breakpoint
SELECT refresh_listed_vehicles(ARRAY(SELECT id FROM companies), NULL);
--> statement-breakpoint
-- A colour is written after its image when it is computed late (`completeImageVariants`, possibly by
-- another instance starting): the listings whose cover it is take it, and every vehicle showing the
-- image notifies (migration 0008's signal, table "images") so caches and read models reload it.
CREATE FUNCTION "image_color_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown record;
BEGIN
  PERFORM refresh_listed_vehicles(
    ARRAY(SELECT DISTINCT company_id FROM vehicles WHERE image_id = NEW.id),
    ARRAY(SELECT id FROM vehicles WHERE image_id = NEW.id));
  FOR shown IN
    SELECT v.id, v.company_id FROM vehicles v
    WHERE v.image_id = NEW.id OR v.id IN (SELECT vehicle_id FROM vehicle_images WHERE image_id = NEW.id)
  LOOP
    PERFORM notify_catalogue(TG_TABLE_NAME, shown.company_id, shown.id);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "images_color_catalogue" AFTER UPDATE OF "color" ON "images"
  FOR EACH ROW WHEN (OLD.color IS DISTINCT FROM NEW.color) EXECUTE FUNCTION "image_color_changed"();
