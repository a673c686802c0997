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
CREATE TABLE "attendance_kiosk_codes_used" (
	"employee_id" integer NOT NULL,
	"code" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_kiosk_codes_used_employee_id_code_pk" PRIMARY KEY("employee_id","code")
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
CREATE TABLE "viatic_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"food" numeric(12, 2) NOT NULL,
	"lodging" numeric(12, 2) NOT NULL,
	"local_transport" numeric(12, 2) NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viatic_rates_non_negative" CHECK ("viatic_rates"."food" >= 0 and "viatic_rates"."lodging" >= 0 and "viatic_rates"."local_transport" >= 0)
);
--> statement-breakpoint
CREATE TABLE "viatics" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"rate_id" integer,
	"rate_valid_from" date,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" integer NOT NULL,
	"nights" integer NOT NULL,
	"daily_food" numeric(12, 2) NOT NULL,
	"daily_lodging" numeric(12, 2) NOT NULL,
	"daily_local_transport" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"advance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"purpose" text NOT NULL,
	"observations" text,
	"travel_order_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"chief_approved_by" integer,
	"chief_approved_at" timestamp with time zone,
	"hr_approved_by" integer,
	"hr_approved_at" timestamp with time zone,
	"rejected_by" integer,
	"rejected_at" timestamp with time zone,
	"reject_reason" text,
	"paid_at" timestamp with time zone,
	"payment_reference" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viatics_status_check" CHECK ("viatics"."status" in (1, 2, 3)),
	CONSTRAINT "viatics_range_check" CHECK ("viatics"."end_date" >= "viatics"."start_date"),
	CONSTRAINT "viatics_advance_check" CHECK ("viatics"."advance" >= 0 and "viatics"."advance" <= "viatics"."total")
);
--> statement-breakpoint
ALTER TABLE "additional_work_requests" ADD CONSTRAINT "additional_work_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_work_requests" ADD CONSTRAINT "additional_work_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_work_requests" ADD CONSTRAINT "additional_work_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_kiosk_codes_used" ADD CONSTRAINT "attendance_kiosk_codes_used_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_increase_requests" ADD CONSTRAINT "salary_increase_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_increase_requests" ADD CONSTRAINT "salary_increase_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_increase_requests" ADD CONSTRAINT "salary_increase_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viatic_rates" ADD CONSTRAINT "viatic_rates_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viatic_rates" ADD CONSTRAINT "viatic_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viatic_rates" ADD CONSTRAINT "viatic_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viatics" ADD CONSTRAINT "viatics_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viatics" ADD CONSTRAINT "viatics_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viatics" ADD CONSTRAINT "viatics_rate_id_viatic_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."viatic_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viatics" ADD CONSTRAINT "viatics_chief_approved_by_users_id_fk" FOREIGN KEY ("chief_approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viatics" ADD CONSTRAINT "viatics_hr_approved_by_users_id_fk" FOREIGN KEY ("hr_approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viatics" ADD CONSTRAINT "viatics_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viatics" ADD CONSTRAINT "viatics_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viatics" ADD CONSTRAINT "viatics_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "additional_work_requests_status_idx" ON "additional_work_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "additional_work_requests_employee_date_idx" ON "additional_work_requests" USING btree ("employee_id","work_date");--> statement-breakpoint
CREATE INDEX "attendance_kiosk_codes_used_at_idx" ON "attendance_kiosk_codes_used" USING btree ("used_at");--> statement-breakpoint
CREATE INDEX "salary_increase_requests_status_idx" ON "salary_increase_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "salary_increase_requests_employee_idx" ON "salary_increase_requests" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "viatic_rates_zone_from_idx" ON "viatic_rates" USING btree ("zone_id","valid_from");--> statement-breakpoint
CREATE INDEX "viatics_employee_idx" ON "viatics" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "viatics_status_idx" ON "viatics" USING btree ("status","start_date");