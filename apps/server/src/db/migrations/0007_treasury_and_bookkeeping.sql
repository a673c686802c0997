CREATE TABLE "accounting_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"depth" smallint NOT NULL,
	"system" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_accounts_depth_check" CHECK ("accounting_accounts"."depth" = length("accounting_accounts"."code"))
);
--> statement-breakpoint
CREATE TABLE "accounting_transaction_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"direction" text NOT NULL,
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	"source_kind" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_transaction_types_sides_check" CHECK ("accounting_transaction_types"."debit_account_id" <> "accounting_transaction_types"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"seq" integer NOT NULL,
	"entry_date" date NOT NULL,
	"description" text NOT NULL,
	"origin" text NOT NULL,
	"source_kind" text,
	"source_id" integer,
	"reverses_id" integer,
	"total" numeric(14, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_total_check" CHECK ("journal_entries"."total" > 0)
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"account_id" integer NOT NULL,
	"debit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"description" text,
	CONSTRAINT "journal_lines_one_side_check" CHECK ("journal_lines"."debit" >= 0 and "journal_lines"."credit" >= 0 and ("journal_lines"."debit" = 0) <> ("journal_lines"."credit" = 0))
);
--> statement-breakpoint
CREATE TABLE "treasury_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"number" text NOT NULL,
	"cci" text,
	"opening_balance" numeric(14, 2) NOT NULL,
	"opening_date" date NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treasury_bank_accounts_opening_check" CHECK ("treasury_bank_accounts"."opening_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "treasury_transaction_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasury_transaction_payees" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "treasury_transaction_payees_amount_check" CHECK ("treasury_transaction_payees"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "treasury_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"seq" integer NOT NULL,
	"company_id" integer NOT NULL,
	"bank_account_id" integer,
	"tx_date" date NOT NULL,
	"direction" text NOT NULL,
	"transaction_type_id" integer,
	"counterparty_kind" text NOT NULL,
	"client_id" integer,
	"employee_id" integer,
	"counterparty_name" text NOT NULL,
	"counterparty_document" text,
	"concept" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(10, 4) DEFAULT '1' NOT NULL,
	"amount_pen" numeric(14, 2) NOT NULL,
	"reference_document" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"source_kind" text,
	"source_id" integer,
	"reverses_id" integer,
	"journal_entry_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"processed_by" integer,
	"processed_at" timestamp with time zone,
	"processed_on" date,
	"operation_number" text,
	"canceled_by" integer,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "treasury_transactions_amount_check" CHECK ("treasury_transactions"."amount" > 0 and "treasury_transactions"."amount_pen" > 0),
	CONSTRAINT "treasury_transactions_rate_check" CHECK ("treasury_transactions"."exchange_rate" > 0),
	CONSTRAINT "treasury_transactions_account_check" CHECK ("treasury_transactions"."state" in ('pending', 'canceled') or "treasury_transactions"."bank_account_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "settlement_reference" text;--> statement-breakpoint
ALTER TABLE "accounting_accounts" ADD CONSTRAINT "accounting_accounts_parent_id_accounting_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounting_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_transaction_types" ADD CONSTRAINT "accounting_transaction_types_debit_account_id_accounting_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."accounting_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_transaction_types" ADD CONSTRAINT "accounting_transaction_types_credit_account_id_accounting_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."accounting_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reverses_id_journal_entries_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_accounting_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounting_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_bank_accounts" ADD CONSTRAINT "treasury_bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_bank_accounts" ADD CONSTRAINT "treasury_bank_accounts_bank_code_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_bank_accounts" ADD CONSTRAINT "treasury_bank_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transaction_files" ADD CONSTRAINT "treasury_transaction_files_transaction_id_treasury_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."treasury_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transaction_files" ADD CONSTRAINT "treasury_transaction_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transaction_payees" ADD CONSTRAINT "treasury_transaction_payees_transaction_id_treasury_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."treasury_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transaction_payees" ADD CONSTRAINT "treasury_transaction_payees_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_bank_account_id_treasury_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."treasury_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_transaction_type_id_accounting_transaction_types_id_fk" FOREIGN KEY ("transaction_type_id") REFERENCES "public"."accounting_transaction_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_reverses_id_treasury_transactions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."treasury_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_accounts_code_idx" ON "accounting_accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "accounting_accounts_parent_idx" ON "accounting_accounts" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_transaction_types_code_idx" ON "accounting_transaction_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_transaction_types_source_idx" ON "accounting_transaction_types" USING btree ("source_kind","direction") WHERE "accounting_transaction_types"."source_kind" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_number_idx" ON "journal_entries" USING btree ("company_id","year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_source_idx" ON "journal_entries" USING btree ("origin","source_kind","source_id") WHERE "journal_entries"."source_kind" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reverses_idx" ON "journal_entries" USING btree ("reverses_id") WHERE "journal_entries"."reverses_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("company_id","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_lines_entry_line_idx" ON "journal_lines" USING btree ("entry_id","line_no");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_bank_accounts_number_idx" ON "treasury_bank_accounts" USING btree ("bank_code","number");--> statement-breakpoint
CREATE INDEX "treasury_bank_accounts_company_idx" ON "treasury_bank_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "treasury_transaction_files_tx_idx" ON "treasury_transaction_files" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_transaction_payees_idx" ON "treasury_transaction_payees" USING btree ("transaction_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_transactions_number_idx" ON "treasury_transactions" USING btree ("year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_transactions_source_idx" ON "treasury_transactions" USING btree ("source_kind","source_id") WHERE "treasury_transactions"."source_kind" is not null and "treasury_transactions"."state" <> 'canceled';--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_transactions_reverses_idx" ON "treasury_transactions" USING btree ("reverses_id") WHERE "treasury_transactions"."reverses_id" is not null and "treasury_transactions"."state" <> 'canceled';--> statement-breakpoint
CREATE INDEX "treasury_transactions_account_idx" ON "treasury_transactions" USING btree ("bank_account_id","state");--> statement-breakpoint
CREATE INDEX "treasury_transactions_date_idx" ON "treasury_transactions" USING btree ("tx_date");