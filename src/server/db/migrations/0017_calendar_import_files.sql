-- A company may upload an .ics file instead of giving the calendar's address: the file's text is
-- kept (read again when an option changes) and the schedule does not fetch it.
ALTER TABLE "calendar_imports" ALTER COLUMN "url" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD COLUMN "file_name" text;
--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD COLUMN "content" text;
--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD CONSTRAINT "calendar_imports_source_check" CHECK (("url" is null) <> ("content" is null));
