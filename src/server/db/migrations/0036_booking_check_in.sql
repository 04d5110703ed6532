-- Check-in before arrival (docs/product-rules.md, "Check-in"). Written by hand: drizzle-kit's
-- snapshots stop at 0005. One row per booking, made at the renter's first step; every column is the
-- renter's, so the whole row goes with the renter's details (src/server/requests/erase-renter-details.ts).
CREATE TABLE "booking_check_ins" (
	"booking_id" integer PRIMARY KEY NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
	"arrival" jsonb,
	"permit" jsonb,
	"license_front" bytea,
	"license_back" bytea,
	"agreement_title" text,
	"agreement_text" text,
	"agreement_pdf" bytea,
	"signed_name" text,
	"signed_at" timestamp with time zone,
	"signed_ip" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_check_ins_signed_check" CHECK (("signed_at" is null) = ("agreement_pdf" is null) and ("signed_at" is null) = ("signed_name" is null) and ("signed_at" is null) = ("agreement_text" is null)),
	CONSTRAINT "booking_check_ins_signed_name_check" CHECK ("signed_name" is null or char_length("signed_name") between 1 and 100)
);
