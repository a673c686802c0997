CREATE TABLE "treasury_exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"rate_date" date NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"purchase" numeric(10, 4) NOT NULL,
	"sale" numeric(10, 4) NOT NULL,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treasury_exchange_rates_positive_check" CHECK ("treasury_exchange_rates"."purchase" > 0 and "treasury_exchange_rates"."sale" > 0)
);
--> statement-breakpoint
CREATE TABLE "treasury_revaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_account_id" integer NOT NULL,
	"period" text NOT NULL,
	"closing_date" date NOT NULL,
	"rate" numeric(10, 4) NOT NULL,
	"balance_usd" numeric(14, 2) NOT NULL,
	"book_pen" numeric(14, 2) NOT NULL,
	"revalued_pen" numeric(14, 2) NOT NULL,
	"difference" numeric(14, 2) NOT NULL,
	"journal_entry_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "cost_function" text;--> statement-breakpoint
ALTER TABLE "treasury_bank_accounts" ADD COLUMN "ledger_account_id" integer;--> statement-breakpoint
ALTER TABLE "treasury_exchange_rates" ADD CONSTRAINT "treasury_exchange_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_revaluations" ADD CONSTRAINT "treasury_revaluations_bank_account_id_treasury_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."treasury_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_revaluations" ADD CONSTRAINT "treasury_revaluations_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_revaluations" ADD CONSTRAINT "treasury_revaluations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_exchange_rates_date_idx" ON "treasury_exchange_rates" USING btree ("currency","rate_date");--> statement-breakpoint
CREATE INDEX "treasury_revaluations_account_idx" ON "treasury_revaluations" USING btree ("bank_account_id","period");--> statement-breakpoint
ALTER TABLE "treasury_bank_accounts" ADD CONSTRAINT "treasury_bank_accounts_ledger_account_id_accounting_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."accounting_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_bank_accounts_ledger_idx" ON "treasury_bank_accounts" USING btree ("ledger_account_id");