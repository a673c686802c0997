CREATE TABLE "company_certificate_reminders" (
	"company_id" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"threshold" text NOT NULL,
	"sent_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_certificate_reminders_company_id_expiry_date_threshold_pk" PRIMARY KEY("company_id","expiry_date","threshold")
);
--> statement-breakpoint
ALTER TABLE "company_certificate_reminders" ADD CONSTRAINT "company_certificate_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;