CREATE TABLE "employee_document_reminders" (
	"document" text NOT NULL,
	"document_id" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"threshold" text NOT NULL,
	"sent_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_document_reminders_document_document_id_expiry_date_threshold_pk" PRIMARY KEY("document","document_id","expiry_date","threshold")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "licence_category" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "licence_issue_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "licence_expiry_date" date;--> statement-breakpoint
ALTER TABLE "employee_files" ADD COLUMN "expiry_date" date;--> statement-breakpoint
CREATE INDEX "employees_licence_expiry_idx" ON "employees" USING btree ("licence_expiry_date") WHERE "employees"."licence_expiry_date" is not null;--> statement-breakpoint
CREATE INDEX "employee_files_expiry_idx" ON "employee_files" USING btree ("expiry_date") WHERE "employee_files"."expiry_date" is not null and "employee_files"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_licence_dates_check" CHECK ("employees"."licence_expiry_date" >= "employees"."licence_issue_date");