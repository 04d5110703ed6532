-- A company's seasons (docs/product-rules.md, "Seasons"): named ranges of days recurring every year,
-- "MM-DD" to "MM-DD" both included (wrapping the new year when the end comes first), whose rates
-- are percentages of each vehicle's own (null: the rate is not offered in the season), with the
-- fewest days of a rental touching them. A save replaces the company's list in one transaction;
-- that no two overlap is checked by the shared schema (src/domain/seasons.ts).
CREATE TABLE "company_seasons" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "name" text NOT NULL,
  "start_day" text NOT NULL,
  "end_day" text NOT NULL,
  "daily_percent" integer NOT NULL,
  "weekly_percent" integer,
  "monthly_percent" integer,
  "minimum_days" integer DEFAULT 1 NOT NULL,
  CONSTRAINT "company_seasons_position_unique" UNIQUE ("company_id", "position"),
  CONSTRAINT "company_seasons_position_check" CHECK ("position" BETWEEN 0 AND 11),
  CONSTRAINT "company_seasons_name_check" CHECK (char_length("name") BETWEEN 1 AND 60),
  CONSTRAINT "company_seasons_start_day_check" CHECK ("start_day" ~ '^(?:(?:01|03|05|07|08|10|12)-(?:0[1-9]|[12][0-9]|3[01])|(?:04|06|09|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|[12][0-9]))$'),
  CONSTRAINT "company_seasons_end_day_check" CHECK ("end_day" ~ '^(?:(?:01|03|05|07|08|10|12)-(?:0[1-9]|[12][0-9]|3[01])|(?:04|06|09|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|[12][0-9]))$'),
  CONSTRAINT "company_seasons_daily_percent_check" CHECK ("daily_percent" BETWEEN 10 AND 500),
  CONSTRAINT "company_seasons_weekly_percent_check" CHECK ("weekly_percent" BETWEEN 10 AND "daily_percent"),
  CONSTRAINT "company_seasons_monthly_percent_check" CHECK ("monthly_percent" BETWEEN 10 AND "daily_percent"),
  CONSTRAINT "company_seasons_minimum_days_check" CHECK ("minimum_days" BETWEEN 1 AND 180)
);
--> statement-breakpoint
-- The change signal (migration 0008): seasons are part of the company's public rental terms and of
-- its vehicles' quotes, so their rows notify by their company as a company's users do
-- (`company_user_changed` names the row's table and its company_id); the read model holds no
-- seasons and ignores them.
CREATE TRIGGER "company_seasons_catalogue_insert_delete" AFTER INSERT OR DELETE ON "company_seasons"
  FOR EACH ROW EXECUTE FUNCTION "company_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_seasons_catalogue_update" AFTER UPDATE ON "company_seasons"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "company_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_seasons_catalogue_truncate" AFTER TRUNCATE ON "company_seasons"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_truncated"();
