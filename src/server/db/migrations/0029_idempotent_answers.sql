-- The first answer to a write sent with an Idempotency-Key, so a repeat gets it again and writes
-- nothing (docs/decisions/idempotent-writes.md).
CREATE TABLE "idempotent_answers" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"content_type" text,
	"sealed_body" bytea,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idempotent_answers_created_at_idx" ON "idempotent_answers" USING btree ("created_at");
