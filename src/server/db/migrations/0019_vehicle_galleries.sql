-- Vehicle galleries (docs/decisions/vehicle-galleries.md): up to 12 photos a vehicle, in
-- order, the first the cover. `vehicles.image`/`image_id` stay the cover's, written in the same
-- transaction by the application, so the listing table and every reader of a vehicle's one picture
-- are unchanged. Images gain the 800 px and 1200×630 variants and a dominant colour; rows stored
-- before are completed after the migrations at start (`completeImageVariants`).
ALTER TABLE "images" ADD COLUMN "medium" bytea;
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "share" bytea;
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "color" text;
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_color_check" CHECK ("color" ~ '^#[0-9a-f]{6}$');
--> statement-breakpoint
-- The position is unique per vehicle but checked at the end of each statement (DEFERRABLE), so one
-- UPDATE can shift or reorder a whole gallery.
CREATE TABLE "vehicle_images" (
  "vehicle_id" integer NOT NULL REFERENCES "vehicles"("id") ON DELETE CASCADE,
  "image_id" integer NOT NULL REFERENCES "images"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "vehicle_images_pkey" PRIMARY KEY ("vehicle_id", "image_id"),
  CONSTRAINT "vehicle_images_position_unique" UNIQUE ("vehicle_id", "position") DEFERRABLE INITIALLY IMMEDIATE,
  CONSTRAINT "vehicle_images_position_check" CHECK ("position" BETWEEN 0 AND 11)
);
--> statement-breakpoint
CREATE INDEX "vehicle_images_image_id_idx" ON "vehicle_images" ("image_id");
--> statement-breakpoint
-- A vehicle's own uploaded picture becomes its gallery's first photo; an https picture stays as it is.
INSERT INTO "vehicle_images" ("vehicle_id", "image_id", "position")
  SELECT "id", "image_id", 0 FROM "vehicles" WHERE "image_id" IS NOT NULL;
--> statement-breakpoint
-- The change signal (migration 0008): a gallery is part of a vehicle's public answer, so its rows
-- notify by their vehicle as periods' rows do (`vehicle_days_changed` names the row's table). The
-- cover also lives on the vehicle's row, whose own trigger notifies when it changes.
CREATE TRIGGER "vehicle_images_catalogue_insert_delete" AFTER INSERT OR DELETE ON "vehicle_images"
  FOR EACH ROW EXECUTE FUNCTION "vehicle_days_changed"();
--> statement-breakpoint
CREATE TRIGGER "vehicle_images_catalogue_update" AFTER UPDATE ON "vehicle_images"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "vehicle_days_changed"();
--> statement-breakpoint
CREATE TRIGGER "vehicle_images_catalogue_truncate" AFTER TRUNCATE ON "vehicle_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_truncated"();
