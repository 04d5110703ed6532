-- The dated public search asks "which periods touch [start, end]?" across the whole fleet.
CREATE INDEX "vehicle_unavailability_days_idx" ON "vehicle_unavailability" USING gist (daterange("start_date", "end_date", '[]'));
--> statement-breakpoint
-- The public catalogue cache (src/server/catalogue): every statement that can change a public answer
-- sends NOTIFY catalogue inside its own transaction. PostgreSQL delivers it to every listening app
-- instance when — and only if — the transaction commits; PGlite delivers it to its one process before
-- the statement's promise settles. A notification, not a counter row: bumping one shared row from
-- every write would serialise all writers and could deadlock two transactions that lock vehicles in
-- different orders.
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "vehicles_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicles"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "vehicle_unavailability_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicle_unavailability"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
