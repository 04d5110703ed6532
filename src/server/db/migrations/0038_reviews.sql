-- Reviews only from real rentals (docs/product-rules.md, "Reviews"): a row is the invitation a
-- completed booking gets (its link's secret kept as a SHA-256, its 14-day window), then the renter's
-- review, published when the window closes or when the company has written its private note on the
-- rental, whichever is first. Nothing ever wrote the old shape, which had no booking: it goes.
DELETE FROM "reviews";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_user_id_users_id_fk";
--> statement-breakpoint
-- The renter's account going does not take the company's record with it.
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews"
  ALTER COLUMN "user_id" DROP NOT NULL,
  ALTER COLUMN "rating" DROP NOT NULL,
  ALTER COLUMN "review_type" SET DEFAULT 'vehicle',
  ADD COLUMN "booking_id" integer NOT NULL REFERENCES "public"."bookings"("id") ON DELETE cascade,
  ADD COLUMN "token_hash" text,
  ADD COLUMN "language" text NOT NULL DEFAULT 'en',
  ADD COLUMN "window_ends_at" timestamp with time zone NOT NULL,
  ADD COLUMN "condition_rating" integer,
  ADD COLUMN "cleanliness_rating" integer,
  ADD COLUMN "handover_rating" integer,
  ADD COLUMN "communication_rating" integer,
  ADD COLUMN "submitted_at" timestamp with time zone,
  ADD COLUMN "published_at" timestamp with time zone,
  ADD COLUMN "hidden_at" timestamp with time zone,
  ADD COLUMN "hidden_reason" text,
  ADD COLUMN "reply" text,
  ADD COLUMN "replied_at" timestamp with time zone,
  ADD COLUMN "renter_name" text,
  ADD COLUMN "renter_country" text;
--> statement-breakpoint
ALTER TABLE "reviews"
  ADD CONSTRAINT "reviews_booking_id_unique" UNIQUE ("booking_id"),
  ADD CONSTRAINT "reviews_language_check" CHECK (language in ('en', 'fr')),
  ADD CONSTRAINT "reviews_submitted_check" CHECK (
    ("submitted_at" IS NULL) = ("rating" IS NULL)
    AND ("submitted_at" IS NULL) = ("condition_rating" IS NULL)
    AND ("submitted_at" IS NULL) = ("cleanliness_rating" IS NULL)
    AND ("submitted_at" IS NULL) = ("handover_rating" IS NULL)
    AND ("submitted_at" IS NULL) = ("communication_rating" IS NULL)
    AND ("submitted_at" IS NULL OR "token_hash" IS NULL)),
  ADD CONSTRAINT "reviews_part_ratings_check" CHECK (
    "condition_rating" BETWEEN 1 AND 5 AND "cleanliness_rating" BETWEEN 1 AND 5
    AND "handover_rating" BETWEEN 1 AND 5 AND "communication_rating" BETWEEN 1 AND 5),
  ADD CONSTRAINT "reviews_comment_check" CHECK (char_length("comment") BETWEEN 1 AND 1000),
  ADD CONSTRAINT "reviews_published_check" CHECK ("published_at" IS NULL OR "submitted_at" IS NOT NULL),
  ADD CONSTRAINT "reviews_hidden_check" CHECK (
    ("hidden_at" IS NULL) = ("hidden_reason" IS NULL)
    AND ("hidden_reason" IS NULL OR "hidden_reason" in ('abuse', 'personal_data', 'unrelated'))
    AND ("hidden_at" IS NULL OR "submitted_at" IS NOT NULL)),
  ADD CONSTRAINT "reviews_reply_check" CHECK (
    ("reply" IS NULL) = ("replied_at" IS NULL)
    AND ("reply" IS NULL OR ("published_at" IS NOT NULL AND char_length("reply") BETWEEN 1 AND 1000))),
  ADD CONSTRAINT "reviews_renter_check" CHECK (
    char_length("renter_name") BETWEEN 1 AND 60 AND char_length("renter_country") BETWEEN 1 AND 60);
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_token_hash_unique" ON "reviews" USING btree ("token_hash");
--> statement-breakpoint
-- The job publishes the reviews whose window closed.
CREATE INDEX "reviews_unpublished_idx" ON "reviews" USING btree ("window_ends_at") WHERE "submitted_at" IS NOT NULL AND "published_at" IS NULL;
--> statement-breakpoint
-- The public lists, newest first, of a company and of a vehicle.
CREATE INDEX "reviews_company_shown_idx" ON "reviews" USING btree ("company_id", "submitted_at" DESC, "id" DESC) WHERE "published_at" IS NOT NULL AND "hidden_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "reviews_vehicle_shown_idx" ON "reviews" USING btree ("vehicle_id", "submitted_at" DESC, "id" DESC) WHERE "published_at" IS NOT NULL AND "hidden_at" IS NULL;
--> statement-breakpoint
-- The job invites the completed bookings that have no review row yet.
CREATE INDEX "bookings_completed_idx" ON "bookings" USING btree ("id") WHERE "status" = 'completed';
--> statement-breakpoint
-- The company's private note on a completed rental: never published, it publishes the review early.
ALTER TABLE "bookings"
  ADD COLUMN "company_note" text,
  ADD COLUMN "company_noted_at" timestamp with time zone,
  ADD CONSTRAINT "bookings_company_note_check" CHECK (
    ("company_note" IS NULL) = ("company_noted_at" IS NULL) AND char_length("company_note") BETWEEN 1 AND 1000);
--> statement-breakpoint
-- The shown rating is the mean of the published, not hidden reviews with their count, kept by the
-- writes that change them; the figure an admin or the demo once typed is gone.
ALTER TABLE "companies" ADD COLUMN "review_count" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_review_count_check" CHECK ("review_count" >= 0 AND ("review_count" = 0) = ("rating" IS NULL));
--> statement-breakpoint
UPDATE "companies" SET "rating" = NULL;
--> statement-breakpoint
-- A shown review's change (published, hidden, answered, its renter erased) empties the public
-- caches by its company, as a company's users do (migration 0015); the read model ignores it.
CREATE TRIGGER "reviews_catalogue_update" AFTER UPDATE ON "reviews"
  FOR EACH ROW WHEN ((OLD.published_at IS NOT NULL OR NEW.published_at IS NOT NULL) AND OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "company_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_delete" AFTER DELETE ON "reviews"
  FOR EACH ROW WHEN (OLD.published_at IS NOT NULL) EXECUTE FUNCTION "company_user_changed"();
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" IN ('request-receipt', 'company-request', 'request-decision', 'request-expired', 'request-cancelled', 'email-verification', 'company-registered', 'company-waiting', 'company-approved', 'company-rejected', 'review-invitation', 'review-hidden'));
