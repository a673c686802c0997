CREATE TABLE "billing_client_settings" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"grouping" text DEFAULT 'service_order' NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_company_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"detraction_account" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"series" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_series_code_check" CHECK ("billing_series"."series" ~ '^[FB][A-Z0-9]{3}$'),
	CONSTRAINT "billing_series_number_check" CHECK ("billing_series"."last_number" >= 0 and "billing_series"."last_number" <= 99999999)
);
--> statement-breakpoint
CREATE TABLE "sales_document_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_value" numeric(14, 2) NOT NULL,
	"tax_affectation" text NOT NULL,
	"line_value" numeric(14, 2) NOT NULL,
	"igv_amount" numeric(14, 2) NOT NULL,
	"line_total" numeric(14, 2) NOT NULL,
	"travel_order_id" integer,
	"service_order_id" integer,
	"rate_id" integer,
	"referential_value_pen" numeric(14, 2),
	"holds_trip" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sales_document_lines_amounts_check" CHECK ("sales_document_lines"."quantity" > 0 and "sales_document_lines"."unit_value" > 0 and "sales_document_lines"."igv_amount" >= 0 and "sales_document_lines"."line_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"series_id" integer NOT NULL,
	"number" integer,
	"state" text DEFAULT 'draft' NOT NULL,
	"issue_date" date,
	"due_date" date,
	"payment_term_days" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(10, 4),
	"taxable_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"exempt_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"unaffected_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"igv_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_pen" numeric(14, 2) DEFAULT '0' NOT NULL,
	"detraction_applies" boolean DEFAULT false NOT NULL,
	"detraction_code" text,
	"detraction_percent" numeric(5, 2),
	"detraction_base_pen" numeric(14, 2) DEFAULT '0' NOT NULL,
	"detraction_amount_pen" numeric(14, 2) DEFAULT '0' NOT NULL,
	"detraction_account" text,
	"net_amount_pen" numeric(14, 2) DEFAULT '0' NOT NULL,
	"net_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"reference_id" integer,
	"note_reason" text,
	"note_description" text,
	"language" text DEFAULT 'es' NOT NULL,
	"observations" text,
	"journal_entry_id" integer,
	"issued_by" integer,
	"issued_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_documents_issued_check" CHECK (("sales_documents"."state" = 'draft') = ("sales_documents"."number" is null) and ("sales_documents"."state" = 'draft') = ("sales_documents"."issue_date" is null)),
	CONSTRAINT "sales_documents_note_check" CHECK (("sales_documents"."document_type" in ('07', '08')) = ("sales_documents"."reference_id" is not null)),
	CONSTRAINT "sales_documents_amounts_check" CHECK ("sales_documents"."total_amount" >= 0 and "sales_documents"."igv_amount" >= 0 and "sales_documents"."detraction_amount_pen" >= 0 and "sales_documents"."net_amount_pen" >= 0),
	CONSTRAINT "sales_documents_rate_check" CHECK (("sales_documents"."currency" = 'PEN') = ("sales_documents"."exchange_rate" is null) or "sales_documents"."state" = 'draft')
);
--> statement-breakpoint
ALTER TABLE "billing_client_settings" ADD CONSTRAINT "billing_client_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_client_settings" ADD CONSTRAINT "billing_client_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_company_settings" ADD CONSTRAINT "billing_company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_company_settings" ADD CONSTRAINT "billing_company_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_series" ADD CONSTRAINT "billing_series_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_series" ADD CONSTRAINT "billing_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_travel_order_id_travel_orders_id_fk" FOREIGN KEY ("travel_order_id") REFERENCES "public"."travel_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_service_order_id_service_orders_id_fk" FOREIGN KEY ("service_order_id") REFERENCES "public"."service_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_series_id_billing_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."billing_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_reference_id_sales_documents_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."sales_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_series_company_type_series_idx" ON "billing_series" USING btree ("company_id","document_type","series");--> statement-breakpoint
CREATE INDEX "sales_document_lines_document_idx" ON "sales_document_lines" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_document_lines_trip_idx" ON "sales_document_lines" USING btree ("travel_order_id") WHERE "sales_document_lines"."travel_order_id" is not null and "sales_document_lines"."holds_trip";--> statement-breakpoint
CREATE UNIQUE INDEX "sales_documents_series_number_idx" ON "sales_documents" USING btree ("series_id","number") WHERE "sales_documents"."number" is not null;--> statement-breakpoint
CREATE INDEX "sales_documents_client_idx" ON "sales_documents" USING btree ("client_id","issue_date");--> statement-breakpoint
CREATE INDEX "sales_documents_issue_idx" ON "sales_documents" USING btree ("issue_date");--> statement-breakpoint
CREATE INDEX "sales_documents_state_idx" ON "sales_documents" USING btree ("state");--> statement-breakpoint
CREATE INDEX "sales_documents_reference_idx" ON "sales_documents" USING btree ("reference_id");