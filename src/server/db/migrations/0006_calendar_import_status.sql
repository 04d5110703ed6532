ALTER TABLE "calendar_imports" ADD COLUMN "import_free_events" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD COLUMN "events_read" integer;--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD COLUMN "days_blocked" integer;--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD COLUMN "skipped" jsonb DEFAULT '[]'::jsonb NOT NULL;
