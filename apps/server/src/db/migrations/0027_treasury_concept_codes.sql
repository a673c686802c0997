ALTER TABLE "treasury_transactions" ADD COLUMN "concept_code" text;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD COLUMN "concept_params" jsonb;