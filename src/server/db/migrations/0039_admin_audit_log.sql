-- The admin's audit log: every admin write records who did what to which row, with the row before and
-- after, in the same transaction as the change (docs/product-rules.md, "Audit log").
CREATE TABLE "admin_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"admin_username" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_actions_action_check" CHECK ("action" IN ('company-updated', 'company-deleted', 'account-updated', 'account-rejected', 'vehicle-edited', 'vehicle-type-changed', 'mail-retried')),
	CONSTRAINT "admin_actions_target_kind_check" CHECK ("target_kind" IN ('company', 'user', 'vehicle', 'mail'))
);--> statement-breakpoint
CREATE INDEX "admin_actions_created_at_idx" ON "admin_actions" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "admin_actions_target_idx" ON "admin_actions" USING btree ("target_kind", "target_id", "created_at" DESC);--> statement-breakpoint
-- The admin's marketplace-wide list of requests: newest first, filtered by status and dates.
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "bookings_status_created_at_idx" ON "bookings" USING btree ("status", "created_at" DESC);
--> statement-breakpoint
-- How each company answers its requests, in one grouped pass over its bookings (docs/product-rules.md,
-- "Response figures"). Answered: confirmed, rejected by the company (not superseded), or cancelled by
-- it; the answer time is measured where decided_at still records the answer (confirmed, completed,
-- rejected by the company).
CREATE VIEW "company_request_figures" AS
SELECT "v"."company_id",
	count(*)::int AS "requests_received",
	(count(*) FILTER (WHERE "b"."status" IN ('confirmed', 'completed')
		OR ("b"."status" = 'rejected' AND "b"."superseded_by" IS NULL)
		OR ("b"."status" = 'cancelled' AND "b"."cancelled_by" IN ('company', 'no-show'))))::int AS "requests_answered",
	(count(*) FILTER (WHERE "b"."status" = 'expired'))::int AS "requests_expired",
	round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM "b"."decided_at" - "b"."created_at"))
		FILTER (WHERE "b"."decided_at" IS NOT NULL AND ("b"."status" IN ('confirmed', 'completed')
			OR ("b"."status" = 'rejected' AND "b"."superseded_by" IS NULL))) / 60)::numeric)::int AS "median_answer_minutes"
FROM "bookings" "b" JOIN "vehicles" "v" ON "v"."id" = "b"."vehicle_id"
GROUP BY "v"."company_id";
