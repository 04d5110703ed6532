-- Company insights (issue 42): what visitors did with a vehicle each Dominica day, counted in memory
-- and added here by every instance's flush (additive upserts: several instances add, never overwrite).
-- No visitor is named: only counts per vehicle and day.
CREATE TABLE "vehicle_daily_insights" (
	"vehicle_id" integer NOT NULL REFERENCES "vehicles"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"quotes" integer DEFAULT 0 NOT NULL,
	"lost_searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vehicle_daily_insights_pkey" PRIMARY KEY ("vehicle_id", "day"),
	CONSTRAINT "vehicle_daily_insights_counts_check" CHECK ("views" >= 0 AND "quotes" >= 0 AND "lost_searches" >= 0)
);
