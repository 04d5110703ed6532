CREATE TABLE "listed_vehicles" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"is_featured" boolean NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"doors" integer NOT NULL,
	"seats" integer NOT NULL,
	"daily_price" numeric(10, 2) NOT NULL,
	"deposit" numeric(10, 2) NOT NULL,
	"image" text,
	"json" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listed_vehicles" ADD CONSTRAINT "listed_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listed_vehicles_order_idx" ON "listed_vehicles" USING btree ("is_featured" DESC NULLS FIRST,"vehicle_id");--> statement-breakpoint
CREATE INDEX "listed_vehicles_type_idx" ON "listed_vehicles" USING btree ("type","is_featured" DESC NULLS FIRST,"vehicle_id");--> statement-breakpoint
CREATE INDEX "listed_vehicles_company_idx" ON "listed_vehicles" USING btree ("company_id","daily_price","vehicle_id");--> statement-breakpoint
-- Rewrites the listing rows of the given vehicles, or, when vehicle_ids is null, of every vehicle of
-- the given companies. Every writer of a company's rows first takes that company's transaction lock,
-- and each statement below reads a fresh snapshot (READ COMMITTED, volatile function): so the last
-- writer sees every change committed before it, and concurrent writes on PostgreSQL cannot leave a
-- stale row behind. JSON numbers go through float8 so that 30.00 is written 30, as JSON.stringify
-- writes the number the driver returns; timestamps as Date.prototype.toISOString writes them.
CREATE FUNCTION "refresh_listed_vehicles"(company_ids integer[], vehicle_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  targets integer[];
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('listed_vehicles'), company_id)
    FROM unnest(company_ids) AS company_id WHERE company_id IS NOT NULL ORDER BY company_id;
  targets := coalesce(vehicle_ids, ARRAY(SELECT id FROM vehicles WHERE company_id = ANY (company_ids)));
  DELETE FROM listed_vehicles WHERE vehicle_id = ANY (targets);
  INSERT INTO listed_vehicles
  SELECT v.id, v.company_id,
    EXISTS (SELECT 1 FROM users f WHERE f.company_id = c.id AND f.is_featured),
    v.type, v.make || ' ' || v.model, v.doors, v.seats, v.daily_price, v.deposit, v.image,
    '{"id":' || v.id || ',"companyId":' || v.company_id
      || ',"make":' || to_json(v.make) || ',"model":' || to_json(v.model) || ',"year":' || v.year
      || ',"type":' || to_json(v.type) || ',"fuelType":' || to_json(v.fuel_type)
      || ',"transmission":' || to_json(v.transmission) || ',"doors":' || v.doors || ',"seats":' || v.seats
      || ',"is4x4":' || v.is_4x4 || ',"dailyPrice":' || v.daily_price::float8
      || ',"weeklyPrice":' || v.weekly_price::float8 || ',"monthlyPrice":' || v.monthly_price::float8
      || ',"deposit":' || v.deposit::float8 || ',"available":' || v.available
      || ',"image":' || coalesce(to_json(v.image)::text, 'null')
      || ',"createdAt":"' || to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      || '","updatedAt":"' || to_char(v.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      || '","company":{"id":' || c.id || ',"name":' || to_json(c.name) || ',"phone":' || to_json(c.phone) || '}}'
  FROM vehicles v JOIN companies c ON c.id = v.company_id
  WHERE v.id = ANY (targets) AND NOT v.is_archived AND NOT c.is_archived
    AND EXISTS (SELECT 1 FROM users u WHERE u.company_id = c.id AND u.is_active);
END
$$;
--> statement-breakpoint
CREATE FUNCTION "vehicle_listing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM refresh_listed_vehicles(ARRAY[OLD.company_id, NEW.company_id], ARRAY[NEW.id]);
  ELSE
    PERFORM refresh_listed_vehicles(ARRAY[NEW.company_id], ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A deleted vehicle's row goes with it (foreign key); a company's vehicles go with the company.
CREATE TRIGGER "vehicles_listing" AFTER INSERT OR UPDATE ON "vehicles"
  FOR EACH ROW EXECUTE FUNCTION "vehicle_listing_changed"();
--> statement-breakpoint
CREATE FUNCTION "company_listing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_listed_vehicles(ARRAY[NEW.id], NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_listing" AFTER UPDATE ON "companies"
  FOR EACH ROW WHEN ((OLD.name, OLD.phone, OLD.is_archived) IS DISTINCT FROM (NEW.name, NEW.phone, NEW.is_archived))
  EXECUTE FUNCTION "company_listing_changed"();
--> statement-breakpoint
-- A company is public while one of its users is active, featured while one is featured.
CREATE FUNCTION "user_listing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_listed_vehicles(ARRAY[NEW.company_id], NULL);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_listed_vehicles(ARRAY[OLD.company_id], NULL);
  ELSE
    PERFORM refresh_listed_vehicles(ARRAY[OLD.company_id, NEW.company_id], NULL);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_listing_insert_delete" AFTER INSERT OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "user_listing_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_listing_update" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN ((OLD.company_id, OLD.is_active, OLD.is_featured) IS DISTINCT FROM (NEW.company_id, NEW.is_active, NEW.is_featured))
  EXECUTE FUNCTION "user_listing_changed"();
--> statement-breakpoint
SELECT refresh_listed_vehicles(ARRAY(SELECT id FROM companies), NULL);
