ALTER TABLE "document_batches" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "document_batches" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "document_batches" ADD COLUMN "singleton" text;--> statement-breakpoint
CREATE INDEX "document_batches_singleton_idx" ON "document_batches" USING btree ("singleton") WHERE singleton is not null;