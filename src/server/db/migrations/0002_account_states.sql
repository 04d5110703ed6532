ALTER TABLE "users" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "is_archived_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts active before states existed were approved by an admin at some point.
UPDATE "users" SET "approved_at" = "created_at" WHERE "is_active";
