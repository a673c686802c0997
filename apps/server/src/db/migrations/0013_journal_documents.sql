ALTER TABLE "journal_entries" ADD COLUMN "kind" text DEFAULT 'ordinary' NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "party_doc_type" text;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "party_doc_number" text;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "party_name" text;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "doc_type" text;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "doc_series" text;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "doc_number" text;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "doc_date" date;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "currency" text DEFAULT 'PEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "cost_centre" text;