-- A company's extras (docs/product-rules.md, "Extras"): what it rents beside its vehicles, each
-- priced per day or per rental, with an optional cap on what one costs a rental (per day only, above
-- one day's price) and the most a rental may take. At most 20 a company: the position runs 0–19 and
-- is unique per company, checked at commit so that a save may reorder the list freely.
CREATE TABLE "company_extras" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "kind" text NOT NULL,
  "name" text,
  "pricing" text NOT NULL,
  "price" numeric(10, 2) NOT NULL,
  "cap" numeric(10, 2),
  "max_quantity" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "company_extras_position_unique" UNIQUE ("company_id", "position") DEFERRABLE INITIALLY DEFERRED,
  CONSTRAINT "company_extras_position_check" CHECK ("position" BETWEEN 0 AND 19),
  CONSTRAINT "company_extras_kind_check" CHECK ("kind" IN ('child_seat', 'booster_seat', 'second_driver', 'phone_holder', 'cooler', 'roof_rack', 'extra_cover', 'other')),
  CONSTRAINT "company_extras_name_check" CHECK (("kind" = 'other') = ("name" IS NOT NULL) AND char_length("name") BETWEEN 1 AND 60),
  CONSTRAINT "company_extras_pricing_check" CHECK ("pricing" IN ('per_day', 'per_rental')),
  CONSTRAINT "company_extras_price_check" CHECK ("price" BETWEEN 0 AND 1000000),
  CONSTRAINT "company_extras_cap_check" CHECK ("cap" IS NULL OR ("pricing" = 'per_day' AND "cap" > "price" AND "cap" <= 1000000)),
  CONSTRAINT "company_extras_max_quantity_check" CHECK ("max_quantity" BETWEEN 1 AND 10)
);
--> statement-breakpoint
-- An extra goes with every vehicle of its company but those listed here, so a new vehicle takes
-- the company's extras until the company says otherwise.
CREATE TABLE "company_extra_exclusions" (
  "extra_id" integer NOT NULL REFERENCES "company_extras"("id") ON DELETE CASCADE,
  "vehicle_id" integer NOT NULL REFERENCES "vehicles"("id") ON DELETE CASCADE,
  CONSTRAINT "company_extra_exclusions_pkey" PRIMARY KEY ("extra_id", "vehicle_id")
);
--> statement-breakpoint
CREATE INDEX "company_extra_exclusions_vehicle_id_idx" ON "company_extra_exclusions" ("vehicle_id");
--> statement-breakpoint
-- The change signal (migration 0008): the extras are part of the company's public rental terms and
-- quotes. An extra's row names its company as a company's user does (`company_user_changed` reads
-- the row's company_id); an exclusion names its vehicle as a period does. The read model holds
-- neither, so it reloads nothing for them; the answer cache's version moves all the same.
CREATE TRIGGER "company_extras_catalogue_insert_delete" AFTER INSERT OR DELETE ON "company_extras"
  FOR EACH ROW EXECUTE FUNCTION "company_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_extras_catalogue_update" AFTER UPDATE ON "company_extras"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "company_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_extras_catalogue_truncate" AFTER TRUNCATE ON "company_extras"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_truncated"();
--> statement-breakpoint
CREATE TRIGGER "company_extra_exclusions_catalogue_insert_delete" AFTER INSERT OR DELETE ON "company_extra_exclusions"
  FOR EACH ROW EXECUTE FUNCTION "vehicle_days_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_extra_exclusions_catalogue_truncate" AFTER TRUNCATE ON "company_extra_exclusions"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_truncated"();
