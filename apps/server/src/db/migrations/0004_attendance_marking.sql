CREATE TABLE "attendance_kiosk_codes_used" (
	"employee_id" integer NOT NULL,
	"code" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_kiosk_codes_used_employee_id_code_pk" PRIMARY KEY("employee_id","code")
);
--> statement-breakpoint
ALTER TABLE "attendance_kiosk_codes_used" ADD CONSTRAINT "attendance_kiosk_codes_used_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_kiosk_codes_used_at_idx" ON "attendance_kiosk_codes_used" USING btree ("used_at");