CREATE TABLE "billing_collection_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"part" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"book_amount_pen" numeric(14, 2) NOT NULL,
	CONSTRAINT "billing_collection_allocations_amount_check" CHECK ("billing_collection_allocations"."amount" > 0 and "billing_collection_allocations"."book_amount_pen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "billing_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"seq" integer NOT NULL,
	"company_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"collection_date" date NOT NULL,
	"kind" text NOT NULL,
	"bank_account_id" integer,
	"detraction_account" text,
	"currency" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"exchange_rate" numeric(10, 4) DEFAULT '1' NOT NULL,
	"amount_pen" numeric(14, 2) NOT NULL,
	"exchange_difference_pen" numeric(14, 2) DEFAULT '0' NOT NULL,
	"reference" text,
	"constancia_number" text,
	"notes" text,
	"treasury_transaction_id" integer,
	"journal_entry_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_collections_amount_check" CHECK ("billing_collections"."amount" > 0 and "billing_collections"."amount_pen" > 0 and "billing_collections"."exchange_rate" > 0),
	CONSTRAINT "billing_collections_kind_check" CHECK (("billing_collections"."kind" = 'payment' and "billing_collections"."bank_account_id" is not null) or ("billing_collections"."kind" = 'detraction' and "billing_collections"."bank_account_id" is null and "billing_collections"."currency" = 'PEN' and "billing_collections"."constancia_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "billing_write_offs" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"part" text NOT NULL,
	"write_off_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"book_amount_pen" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"journal_entry_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_write_offs_amount_check" CHECK ("billing_write_offs"."amount" > 0 and "billing_write_offs"."book_amount_pen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "billing_collection_allocations" ADD CONSTRAINT "billing_collection_allocations_collection_id_billing_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."billing_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_collection_allocations" ADD CONSTRAINT "billing_collection_allocations_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_collections" ADD CONSTRAINT "billing_collections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_collections" ADD CONSTRAINT "billing_collections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_collections" ADD CONSTRAINT "billing_collections_bank_account_id_treasury_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."treasury_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_collections" ADD CONSTRAINT "billing_collections_treasury_transaction_id_treasury_transactions_id_fk" FOREIGN KEY ("treasury_transaction_id") REFERENCES "public"."treasury_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_collections" ADD CONSTRAINT "billing_collections_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_collections" ADD CONSTRAINT "billing_collections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_write_offs" ADD CONSTRAINT "billing_write_offs_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_write_offs" ADD CONSTRAINT "billing_write_offs_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_write_offs" ADD CONSTRAINT "billing_write_offs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_collection_allocations_idx" ON "billing_collection_allocations" USING btree ("collection_id","document_id");--> statement-breakpoint
CREATE INDEX "billing_collection_allocations_document_idx" ON "billing_collection_allocations" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_collections_number_idx" ON "billing_collections" USING btree ("year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_collections_constancia_idx" ON "billing_collections" USING btree ("company_id","constancia_number") WHERE "billing_collections"."constancia_number" is not null;--> statement-breakpoint
CREATE INDEX "billing_collections_client_idx" ON "billing_collections" USING btree ("client_id","collection_date");--> statement-breakpoint
CREATE INDEX "billing_collections_date_idx" ON "billing_collections" USING btree ("collection_date");--> statement-breakpoint
CREATE INDEX "billing_write_offs_document_idx" ON "billing_write_offs" USING btree ("document_id");