CREATE TABLE "payslip_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slip_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"state" text NOT NULL,
	"outbox_id" integer,
	"signed_file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"sent_to" text,
	"open_token" text NOT NULL,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "payslip_deliveries" ADD CONSTRAINT "payslip_deliveries_slip_id_payroll_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."payroll_slips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_deliveries" ADD CONSTRAINT "payslip_deliveries_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_deliveries" ADD CONSTRAINT "payslip_deliveries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_deliveries" ADD CONSTRAINT "payslip_deliveries_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payslip_deliveries_slip_idx" ON "payslip_deliveries" USING btree ("slip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payslip_deliveries_token_idx" ON "payslip_deliveries" USING btree ("open_token");--> statement-breakpoint
CREATE INDEX "payslip_deliveries_run_idx" ON "payslip_deliveries" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "payslip_deliveries_employee_idx" ON "payslip_deliveries" USING btree ("employee_id");