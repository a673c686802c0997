CREATE TABLE "electronic_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"document_type" text NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"xml" text NOT NULL,
	"zip" "bytea" NOT NULL,
	"digest_value" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"ticket" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"cdr_zip" "bytea",
	"sunat_code" text,
	"sunat_description" text,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "electronic_documents_kind_check" CHECK ("electronic_documents"."kind" in ('sales', 'voided', 'despatch')),
	CONSTRAINT "electronic_documents_state_check" CHECK ("electronic_documents"."state" in ('pending', 'sending', 'awaiting_ticket', 'accepted', 'observed', 'rejected', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "company_sunat_credentials" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"sol_user" text NOT NULL,
	"sol_password_sealed" text,
	"gre_client_id" text,
	"gre_client_secret_sealed" text,
	"bill_service_url" text,
	"bill_consult_service_url" text,
	"gre_token_url" text,
	"gre_api_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "company_sunat_credentials_environment_check" CHECK ("company_sunat_credentials"."environment" in ('beta', 'production')),
	CONSTRAINT "company_sunat_credentials_endpoints_beta_check" CHECK ("company_sunat_credentials"."environment" = 'beta' or ("company_sunat_credentials"."bill_service_url" is null and "company_sunat_credentials"."bill_consult_service_url" is null and "company_sunat_credentials"."gre_token_url" is null and "company_sunat_credentials"."gre_api_url" is null))
);
--> statement-breakpoint
CREATE TABLE "company_certificate_reminders" (
	"company_id" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"threshold" text NOT NULL,
	"sent_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_certificate_reminders_company_id_expiry_date_threshold_pk" PRIMARY KEY("company_id","expiry_date","threshold")
);
--> statement-breakpoint
ALTER TABLE "electronic_documents" ADD CONSTRAINT "electronic_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electronic_documents" ADD CONSTRAINT "electronic_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sunat_credentials" ADD CONSTRAINT "company_sunat_credentials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sunat_credentials" ADD CONSTRAINT "company_sunat_credentials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certificate_reminders" ADD CONSTRAINT "company_certificate_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "electronic_documents_company_file_idx" ON "electronic_documents" USING btree ("company_id","file_name");--> statement-breakpoint
CREATE INDEX "electronic_documents_source_idx" ON "electronic_documents" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "electronic_documents_created_idx" ON "electronic_documents" USING btree ("created_at");