CREATE TABLE "employee_income_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"year" integer NOT NULL,
	"employer_ruc" text NOT NULL,
	"employer_name" text,
	"income" numeric(14, 2) NOT NULL,
	"withheld" numeric(14, 2) NOT NULL,
	"issued_on" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_income_certificates_amounts" CHECK ("employee_income_certificates"."income" >= 0 and "employee_income_certificates"."withheld" >= 0)
);
--> statement-breakpoint
CREATE TABLE "employee_opening_balances" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"income" numeric(14, 2) NOT NULL,
	"quinta_withheld" numeric(14, 2) NOT NULL,
	"gratificacion" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cts" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vacation_days" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_opening_balances_amounts" CHECK ("employee_opening_balances"."month" between 1 and 12 and "employee_opening_balances"."income" >= 0 and "employee_opening_balances"."quinta_withheld" >= 0 and "employee_opening_balances"."gratificacion" >= 0 and "employee_opening_balances"."cts" >= 0 and "employee_opening_balances"."vacation_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "employee_income_certificates" ADD CONSTRAINT "employee_income_certificates_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_income_certificates" ADD CONSTRAINT "employee_income_certificates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_opening_balances" ADD CONSTRAINT "employee_opening_balances_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_opening_balances" ADD CONSTRAINT "employee_opening_balances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_income_certificates_unique" ON "employee_income_certificates" USING btree ("employee_id","year","employer_ruc");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_opening_balances_unique" ON "employee_opening_balances" USING btree ("employee_id","year","month");--> statement-breakpoint
CREATE INDEX "employee_opening_balances_year_idx" ON "employee_opening_balances" USING btree ("year");