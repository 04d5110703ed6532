-- A request keeps how its total was reached, line by line (docs/product-rules.md, "Prices"): the
-- company's terms may change after it is sent, and the renter and the company must both still read
-- what was quoted. Older requests have none; their total stands alone.
ALTER TABLE "bookings" ADD COLUMN "price_lines" jsonb;
