-- A company's trade licence (docs/product-rules.md, "Business documents"): only the latest upload is
-- kept, its bytes as sent (a PDF or a photo, its type read from its first bytes), at most 5 MB.
CREATE TABLE "company_documents" (
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_documents_pkey" PRIMARY KEY ("company_id", "kind"),
	CONSTRAINT "company_documents_kind_check" CHECK ("kind" IN ('trade-licence')),
	CONSTRAINT "company_documents_content_type_check" CHECK ("content_type" IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "company_documents_size_check" CHECK (octet_length("bytes") BETWEEN 1 AND 5242880)
);
