-- A company's pick-up and return places and their fees (docs/product-rules.md, "Places and fees"):
-- kinds from a fixed catalogue, a town's name or a delivery's area, a fee, opening hours (both or
-- neither: 24 hours) and an after-hours fee; and whether one-way returns are allowed. A company
-- with no rows offers the spec's five places, free, as before. The profile replaces a company's
-- list in one transaction; rows notify the catalogue by their company like a user's standing does
-- (migrations 0008, 0015), since the places are part of the public rental terms.
ALTER TABLE "companies" ADD COLUMN "one_way_returns" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
CREATE TABLE "company_places" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "kind" text NOT NULL,
  "name" text,
  "area" text,
  "fee" numeric(10, 2) DEFAULT 0 NOT NULL,
  "opens" text,
  "closes" text,
  "after_hours_fee" numeric(10, 2) DEFAULT 0 NOT NULL,
  CONSTRAINT "company_places_position_unique" UNIQUE ("company_id", "position"),
  CONSTRAINT "company_places_position_check" CHECK ("position" BETWEEN 0 AND 19),
  CONSTRAINT "company_places_kind_check" CHECK ("kind" IN ('douglas_charles_airport', 'canefield_airport', 'roseau_ferry_terminal', 'town', 'delivery')),
  CONSTRAINT "company_places_name_check" CHECK (("kind" = 'town') = ("name" IS NOT NULL) AND char_length("name") BETWEEN 1 AND 60),
  CONSTRAINT "company_places_area_check" CHECK (("kind" = 'delivery') = ("area" IS NOT NULL) AND char_length("area") BETWEEN 1 AND 120),
  CONSTRAINT "company_places_fee_check" CHECK ("fee" BETWEEN 0 AND 1000000),
  CONSTRAINT "company_places_after_hours_fee_check" CHECK ("after_hours_fee" BETWEEN 0 AND 1000000),
  CONSTRAINT "company_places_hours_check" CHECK (
    ("opens" IS NULL AND "closes" IS NULL AND "after_hours_fee" = 0)
    OR ("opens" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "closes" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "opens" <> "closes")
  )
);
--> statement-breakpoint
CREATE TRIGGER "company_places_catalogue" AFTER INSERT OR UPDATE OR DELETE ON "company_places"
  FOR EACH ROW EXECUTE FUNCTION "company_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_places_catalogue_truncate" AFTER TRUNCATE ON "company_places"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_truncated"();
