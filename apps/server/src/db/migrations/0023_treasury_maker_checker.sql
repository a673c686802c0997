CREATE TABLE "treasury_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"single_person_limit" numeric(14, 2),
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treasury_settings_limit_check" CHECK ("treasury_settings"."single_person_limit" is null or "treasury_settings"."single_person_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "treasury_settings" ADD CONSTRAINT "treasury_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_settings" ADD CONSTRAINT "treasury_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transactions" ADD CONSTRAINT "treasury_transactions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;