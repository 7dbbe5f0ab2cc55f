ALTER TABLE "edital_pdf" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "edital_pdf" ADD COLUMN "last_modified" text;