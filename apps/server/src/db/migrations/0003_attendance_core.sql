CREATE TABLE "attendance_days" (
	"employee_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"status" text NOT NULL,
	"scheduled_entry" time,
	"scheduled_exit" time,
	"first_entry_at" timestamp with time zone,
	"last_exit_at" timestamp with time zone,
	"scheduled_minutes" integer DEFAULT 0 NOT NULL,
	"worked_minutes" integer DEFAULT 0 NOT NULL,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"early_leave_minutes" integer DEFAULT 0 NOT NULL,
	"overtime_25_minutes" integer DEFAULT 0 NOT NULL,
	"overtime_35_minutes" integer DEFAULT 0 NOT NULL,
	"justification_id" integer,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_days_employee_id_work_date_pk" PRIMARY KEY("employee_id","work_date")
);
--> statement-breakpoint
CREATE TABLE "attendance_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"campus_id" integer,
	"device" text,
	"reason" text,
	"supersedes_id" integer,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_closed_months" (
	"month" date PRIMARY KEY NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"late_tolerance_minutes" integer DEFAULT 5 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "justifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"type" text NOT NULL,
	"motive" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_mime" text,
	"chief_comment" text,
	"chief_decided_by" integer,
	"chief_decided_at" timestamp with time zone,
	"hr_comment" text,
	"hr_decided_by" integer,
	"hr_decided_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_days" ADD CONSTRAINT "attendance_days_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_closed_months" ADD CONSTRAINT "attendance_closed_months_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD CONSTRAINT "attendance_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "justifications" ADD CONSTRAINT "justifications_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "justifications" ADD CONSTRAINT "justifications_chief_decided_by_users_id_fk" FOREIGN KEY ("chief_decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "justifications" ADD CONSTRAINT "justifications_hr_decided_by_users_id_fk" FOREIGN KEY ("hr_decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "justifications" ADD CONSTRAINT "justifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_days_date_idx" ON "attendance_days" USING btree ("work_date","status");--> statement-breakpoint
CREATE INDEX "attendance_marks_employee_day_idx" ON "attendance_marks" USING btree ("employee_id","work_date");--> statement-breakpoint
CREATE INDEX "attendance_marks_day_idx" ON "attendance_marks" USING btree ("work_date");--> statement-breakpoint
CREATE INDEX "attendance_marks_supersedes_idx" ON "attendance_marks" USING btree ("supersedes_id");--> statement-breakpoint
CREATE INDEX "justifications_employee_day_idx" ON "justifications" USING btree ("employee_id","work_date");--> statement-breakpoint
CREATE INDEX "justifications_status_idx" ON "justifications" USING btree ("status");