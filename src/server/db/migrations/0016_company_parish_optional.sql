-- A new company has no parish until it chooses one: the old default named Saint Andrew for every
-- company that never said so. Existing rows keep theirs (docs/product-rules.md, "Companies").
ALTER TABLE "companies" ALTER COLUMN "parish" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "parish" DROP NOT NULL;
