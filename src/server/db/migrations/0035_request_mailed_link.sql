-- A second link to a request's status page, sent in the confirmation mail (the receipt's link stays
-- valid): the server keeps only the token's SHA-256, as for the receipt's.
ALTER TABLE "bookings" ADD COLUMN "mailed_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_mailed_token_hash_unique" ON "bookings" USING btree ("mailed_token_hash");
