CREATE TABLE "payroll_advance_deductions" (
	"id" serial PRIMARY KEY NOT NULL,
	"advance_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"period" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "payroll_advance_deductions_amount_check" CHECK ("payroll_advance_deductions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "settlement_line_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A closed month becomes one per company and staff: the old month-wide rows become one row per
-- approved or paid monthly run of that month, and rows no run explains are dropped.
ALTER TABLE "attendance_closed_months" DROP CONSTRAINT "attendance_closed_months_pkey";--> statement-breakpoint
ALTER TABLE "attendance_closed_months" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "attendance_closed_months" ADD COLUMN "personal_type" text;--> statement-breakpoint
INSERT INTO "attendance_closed_months" ("month", "company_id", "personal_type", "closed_by", "closed_at")
  SELECT DISTINCT c."month", r."company_id", r."personal_type", c."closed_by", c."closed_at"
  FROM "attendance_closed_months" c JOIN "payroll_runs" r
    ON r."kind" = 'monthly' AND r."state" IN ('approved', 'paid')
    AND make_date(r."year", r."month", 1) = c."month"
  WHERE c."company_id" IS NULL;--> statement-breakpoint
DELETE FROM "attendance_closed_months" WHERE "company_id" IS NULL;--> statement-breakpoint
ALTER TABLE "attendance_closed_months" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_closed_months" ALTER COLUMN "personal_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_closed_months" ADD CONSTRAINT "attendance_closed_months_month_company_id_personal_type_pk" PRIMARY KEY("month","company_id","personal_type");--> statement-breakpoint
ALTER TABLE "payroll_advance_deductions" ADD CONSTRAINT "payroll_advance_deductions_advance_id_payroll_advances_id_fk" FOREIGN KEY ("advance_id") REFERENCES "public"."payroll_advances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_line_scans" ADD CONSTRAINT "settlement_line_scans_line_id_settlement_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."settlement_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_line_scans" ADD CONSTRAINT "settlement_line_scans_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_advance_deductions_advance_idx" ON "payroll_advance_deductions" USING btree ("advance_id");--> statement-breakpoint
CREATE INDEX "payroll_advance_deductions_run_idx" ON "payroll_advance_deductions" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "settlement_line_scans_line_idx" ON "settlement_line_scans" USING btree ("line_id");--> statement-breakpoint
ALTER TABLE "attendance_closed_months" ADD CONSTRAINT "attendance_closed_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;