CREATE TABLE "accounting_discount_accounts" (
	"discount_type" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasury_contribution_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"payee" text NOT NULL,
	"lines" jsonb NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"transaction_id" integer,
	"paid_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treasury_contribution_payments_amount_check" CHECK ("treasury_contribution_payments"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "accounting_transaction_types_source_idx";--> statement-breakpoint
ALTER TABLE "accounting_transaction_types" ADD COLUMN "source_variant" text;--> statement-breakpoint
ALTER TABLE "payroll_discounts" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_discounts" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "accounting_discount_accounts" ADD CONSTRAINT "accounting_discount_accounts_account_id_accounting_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounting_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_contribution_payments" ADD CONSTRAINT "treasury_contribution_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_contribution_payments" ADD CONSTRAINT "treasury_contribution_payments_transaction_id_treasury_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."treasury_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_contribution_payments" ADD CONSTRAINT "treasury_contribution_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "treasury_contribution_payments_month_idx" ON "treasury_contribution_payments" USING btree ("company_id","year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_transaction_types_source_idx" ON "accounting_transaction_types" USING btree ("source_kind","direction",coalesce("source_variant", '')) WHERE "accounting_transaction_types"."source_kind" is not null;