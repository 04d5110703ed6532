-- The car changing hands (docs/product-rules.md, "Handover"): at pick-up and at return the company
-- records the odometer, fuel, notes and photos, confirmed by the renter typing their name. Written
-- by hand: drizzle-kit's snapshots stop at 0005.
CREATE TABLE "booking_handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"odometer_km" integer NOT NULL,
	"fuel_eighths" integer NOT NULL,
	"notes" text,
	"renter_name" text,
	"confirmed_at" timestamp with time zone NOT NULL,
	"recorded_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_handovers_kind_check" CHECK ("kind" in ('pick-up', 'return')),
	CONSTRAINT "booking_handovers_odometer_km_check" CHECK ("odometer_km" between 0 and 2000000),
	CONSTRAINT "booking_handovers_fuel_eighths_check" CHECK ("fuel_eighths" between 0 and 8),
	CONSTRAINT "booking_handovers_notes_check" CHECK ("notes" is null or char_length("notes") between 1 and 1000),
	CONSTRAINT "booking_handovers_renter_name_check" CHECK ("renter_name" is null or char_length("renter_name") between 1 and 200),
	-- One pick-up and one return per booking: a handover sent twice is recorded once.
	CONSTRAINT "booking_handovers_booking_kind_unique" UNIQUE ("booking_id", "kind")
);--> statement-breakpoint
-- A handover's photos, in the order taken; private to the company and the renter.
CREATE TABLE "handover_photos" (
	"handover_id" integer NOT NULL REFERENCES "booking_handovers"("id") ON DELETE cascade,
	"image_id" integer NOT NULL REFERENCES "images"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	CONSTRAINT "handover_photos_pkey" PRIMARY KEY ("handover_id", "position"),
	CONSTRAINT "handover_photos_position_check" CHECK ("position" between 0 and 11)
);--> statement-breakpoint
CREATE INDEX "handover_photos_image_id_idx" ON "handover_photos" USING btree ("image_id");--> statement-breakpoint
-- A handover photo belongs to its handover alone: when the booking goes (its vehicle deleted), its file goes too.
CREATE FUNCTION "handover_photo_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "images" WHERE "id" = OLD."image_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "handover_photos_delete" AFTER DELETE ON "handover_photos"
  FOR EACH ROW EXECUTE FUNCTION "handover_photo_removed"();
