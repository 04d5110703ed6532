-- The catalogue's change signal (src/server/catalogue/version.ts, docs/decisions/change-signal.md),
-- replacing 0003's statement triggers. Those notified on every statement touching five
-- tables, a login or a pending request included, so anyone could empty every cache at will. These
-- notify per row, only for what visitors can see, and say what changed: the table and the vehicle
-- or company. PostgreSQL delivers a notification only when its transaction commits, once per
-- distinct payload within a transaction.
DROP TRIGGER "companies_catalogue" ON "companies";
--> statement-breakpoint
DROP TRIGGER "users_catalogue" ON "users";
--> statement-breakpoint
DROP TRIGGER "vehicles_catalogue" ON "vehicles";
--> statement-breakpoint
DROP TRIGGER "vehicle_unavailability_catalogue" ON "vehicle_unavailability";
--> statement-breakpoint
DROP TRIGGER "bookings_catalogue" ON "bookings";
--> statement-breakpoint
DROP FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE FUNCTION "notify_catalogue"("table_name" text, "company_id" integer, "vehicle_id" integer) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_notify('catalogue', json_build_object('table', table_name, 'companyId', company_id, 'vehicleId', vehicle_id)::text)
$$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue', json_build_object('table', TG_TABLE_NAME)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- NEW is unset in a DELETE trigger and OLD in an INSERT one: each branch reads only what it has.
CREATE FUNCTION "company_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM notify_catalogue(TG_TABLE_NAME, OLD.id, NULL);
  ELSE
    PERFORM notify_catalogue(TG_TABLE_NAME, NEW.id, NULL);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_catalogue_insert_delete" AFTER INSERT OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "company_changed"();
--> statement-breakpoint
CREATE TRIGGER "companies_catalogue_update" AFTER UPDATE ON "companies"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "company_changed"();
--> statement-breakpoint
-- A company is public while one of its users is active, featured while one is featured: a user's
-- password, login or contact details change nothing visitors see.
CREATE FUNCTION "company_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM notify_catalogue(TG_TABLE_NAME, OLD.company_id, NULL);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM notify_catalogue(TG_TABLE_NAME, NEW.company_id, NULL);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An inactive user coming or going changes no company's standing.
CREATE TRIGGER "users_catalogue_insert" AFTER INSERT ON "users"
  FOR EACH ROW WHEN (NEW.is_active AND NEW.company_id IS NOT NULL) EXECUTE FUNCTION "company_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_catalogue_delete" AFTER DELETE ON "users"
  FOR EACH ROW WHEN (OLD.is_active AND OLD.company_id IS NOT NULL) EXECUTE FUNCTION "company_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_catalogue_update" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN ((OLD.company_id, OLD.is_active, OLD.is_featured) IS DISTINCT FROM (NEW.company_id, NEW.is_active, NEW.is_featured))
  EXECUTE FUNCTION "company_user_changed"();
--> statement-breakpoint
CREATE FUNCTION "vehicle_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM notify_catalogue(TG_TABLE_NAME, OLD.company_id, OLD.id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM notify_catalogue(TG_TABLE_NAME, NEW.company_id, NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicles_catalogue_insert_delete" AFTER INSERT OR DELETE ON "vehicles"
  FOR EACH ROW EXECUTE FUNCTION "vehicle_changed"();
--> statement-breakpoint
CREATE TRIGGER "vehicles_catalogue_update" AFTER UPDATE ON "vehicles"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "vehicle_changed"();
--> statement-breakpoint
-- A period or a confirmed booking makes its vehicle busy; a pending, rejected or cancelled request
-- blocks nothing, so it changes nothing public.
CREATE FUNCTION "vehicle_days_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM notify_catalogue(TG_TABLE_NAME, (SELECT company_id FROM vehicles WHERE id = OLD.vehicle_id), OLD.vehicle_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM notify_catalogue(TG_TABLE_NAME, (SELECT company_id FROM vehicles WHERE id = NEW.vehicle_id), NEW.vehicle_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicle_unavailability_catalogue_insert_delete" AFTER INSERT OR DELETE ON "vehicle_unavailability"
  FOR EACH ROW EXECUTE FUNCTION "vehicle_days_changed"();
--> statement-breakpoint
CREATE TRIGGER "vehicle_unavailability_catalogue_update" AFTER UPDATE ON "vehicle_unavailability"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "vehicle_days_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_catalogue_insert" AFTER INSERT ON "bookings"
  FOR EACH ROW WHEN (NEW.status = 'confirmed') EXECUTE FUNCTION "vehicle_days_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_catalogue_delete" AFTER DELETE ON "bookings"
  FOR EACH ROW WHEN (OLD.status = 'confirmed') EXECUTE FUNCTION "vehicle_days_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_catalogue_update" AFTER UPDATE ON "bookings"
  FOR EACH ROW WHEN ('confirmed' IN (OLD.status, NEW.status)
    AND (OLD.status, OLD.vehicle_id, OLD.start_date, OLD.end_date) IS DISTINCT FROM (NEW.status, NEW.vehicle_id, NEW.start_date, NEW.end_date))
  EXECUTE FUNCTION "vehicle_days_changed"();
--> statement-breakpoint
CREATE TRIGGER "companies_catalogue_truncate" AFTER TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_truncated"();
--> statement-breakpoint
CREATE TRIGGER "users_catalogue_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_truncated"();
--> statement-breakpoint
CREATE TRIGGER "vehicles_catalogue_truncate" AFTER TRUNCATE ON "vehicles" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_truncated"();
--> statement-breakpoint
CREATE TRIGGER "vehicle_unavailability_catalogue_truncate" AFTER TRUNCATE ON "vehicle_unavailability" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_truncated"();
--> statement-breakpoint
CREATE TRIGGER "bookings_catalogue_truncate" AFTER TRUNCATE ON "bookings" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_truncated"();
