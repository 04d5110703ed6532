-- A 200 px WebP of each image for the gallery's thumbnails (docs/decisions/vehicle-galleries.md),
-- made from the 480 px one on its first request and kept, as the share crop is.
ALTER TABLE "images" ADD COLUMN "mini" bytea;
