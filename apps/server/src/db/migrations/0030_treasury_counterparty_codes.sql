ALTER TABLE "treasury_transactions" ADD COLUMN "counterparty_code" text;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD COLUMN "counterparty_params" jsonb;