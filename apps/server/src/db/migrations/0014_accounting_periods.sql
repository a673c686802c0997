CREATE TABLE "accounting_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"closed" boolean NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"reopened_by" integer,
	"reopened_at" timestamp with time zone,
	"reopen_reason" text,
	CONSTRAINT "accounting_periods_month_check" CHECK ("accounting_periods"."month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "accounting_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"closed" boolean NOT NULL,
	"entry_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"reopened_by" integer,
	"reopened_at" timestamp with time zone,
	"reopen_reason" text
);
--> statement-breakpoint
ALTER TABLE "accounting_periods" ADD CONSTRAINT "accounting_periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_periods" ADD CONSTRAINT "accounting_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_periods" ADD CONSTRAINT "accounting_periods_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_years" ADD CONSTRAINT "accounting_years_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_years" ADD CONSTRAINT "accounting_years_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_years" ADD CONSTRAINT "accounting_years_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_periods_month_idx" ON "accounting_periods" USING btree ("company_id","year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_years_year_idx" ON "accounting_years" USING btree ("company_id","year");