CREATE TABLE "additional_work_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"hours" numeric(5, 2) NOT NULL,
	"reason" text NOT NULL,
	"pay_mode" text NOT NULL,
	"amount" numeric(12, 2),
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "additional_work_requests_hours_check" CHECK ("additional_work_requests"."hours" > 0 and "additional_work_requests"."hours" <= 16),
	CONSTRAINT "additional_work_requests_pay_check" CHECK (("additional_work_requests"."pay_mode" = 'amount' and "additional_work_requests"."amount" > 0) or ("additional_work_requests"."pay_mode" = 'hours' and "additional_work_requests"."amount" is null))
);
--> statement-breakpoint
CREATE TABLE "salary_increase_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"current_salary" numeric(12, 2) NOT NULL,
	"new_salary" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"effective_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_increase_requests_new_salary_check" CHECK ("salary_increase_requests"."new_salary" > 0)
);
--> statement-breakpoint
ALTER TABLE "additional_work_requests" ADD CONSTRAINT "additional_work_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_work_requests" ADD CONSTRAINT "additional_work_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_work_requests" ADD CONSTRAINT "additional_work_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_increase_requests" ADD CONSTRAINT "salary_increase_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_increase_requests" ADD CONSTRAINT "salary_increase_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_increase_requests" ADD CONSTRAINT "salary_increase_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "additional_work_requests_status_idx" ON "additional_work_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "additional_work_requests_employee_date_idx" ON "additional_work_requests" USING btree ("employee_id","work_date");--> statement-breakpoint
CREATE INDEX "salary_increase_requests_status_idx" ON "salary_increase_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "salary_increase_requests_employee_idx" ON "salary_increase_requests" USING btree ("employee_id");