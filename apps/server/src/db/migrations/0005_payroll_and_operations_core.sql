CREATE TABLE "service_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"company_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"origin_point_id" integer,
	"destination_point_id" integer,
	"route_id" integer NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"cargo_description" text NOT NULL,
	"weight_kg" numeric(10, 2) NOT NULL,
	"volume_m3" numeric(9, 2),
	"packages" integer DEFAULT 1 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"rate_id" integer,
	"rate_price" numeric(12, 2),
	"currency" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"price_reason" text,
	"status" text DEFAULT 'registered' NOT NULL,
	"observations" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_orders_dates_check" CHECK ("service_orders"."end_date" >= "service_orders"."start_date"),
	CONSTRAINT "service_orders_amounts_check" CHECK ("service_orders"."price" >= 0 and "service_orders"."weight_kg" >= 0 and "service_orders"."packages" >= 0)
);
--> statement-breakpoint
CREATE TABLE "travel_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"travel_order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"note" text,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"service_order_id" integer NOT NULL,
	"tractor_id" integer NOT NULL,
	"semitrailer_id" integer,
	"driver_id" integer NOT NULL,
	"co_driver_id" integer,
	"route_id" integer NOT NULL,
	"planned_departure" timestamp with time zone NOT NULL,
	"planned_arrival" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expected_tolls" numeric(12, 2) DEFAULT '0' NOT NULL,
	"fuel_allowance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"other_allowance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"state" text DEFAULT 'registered' NOT NULL,
	"observations" text,
	"settled_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_orders_times_check" CHECK ("travel_orders"."planned_arrival" > "travel_orders"."planned_departure"),
	CONSTRAINT "travel_orders_distinct_drivers" CHECK ("travel_orders"."co_driver_id" is null or "travel_orders"."co_driver_id" <> "travel_orders"."driver_id"),
	CONSTRAINT "travel_orders_distinct_vehicles" CHECK ("travel_orders"."semitrailer_id" is null or "travel_orders"."semitrailer_id" <> "travel_orders"."tractor_id"),
	CONSTRAINT "travel_orders_amounts_check" CHECK ("travel_orders"."expected_tolls" >= 0 and "travel_orders"."fuel_allowance" >= 0 and "travel_orders"."other_allowance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"kind" text DEFAULT 'monthly' NOT NULL,
	"personal_type" text NOT NULL,
	"employee_id" integer,
	"state" text DEFAULT 'registered' NOT NULL,
	"job" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"employee_count" integer DEFAULT 0 NOT NULL,
	"earnings" numeric(14, 2) DEFAULT '0' NOT NULL,
	"deductions" numeric(14, 2) DEFAULT '0' NOT NULL,
	"employer" numeric(14, 2) DEFAULT '0' NOT NULL,
	"net" numeric(14, 2) DEFAULT '0' NOT NULL,
	"warning_count" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"payment_reference" text,
	"canceled_by" integer,
	"canceled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_runs_month_check" CHECK ("payroll_runs"."month" between 1 and 12 and "payroll_runs"."year" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "payroll_slips" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"worker" jsonb NOT NULL,
	"days" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"bases" jsonb NOT NULL,
	"quinta_entry" jsonb,
	"carry_over" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"earnings" numeric(12, 2) NOT NULL,
	"deductions" numeric(12, 2) NOT NULL,
	"employer" numeric(12, 2) NOT NULL,
	"net" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_advances" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"period" date NOT NULL,
	"reason" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"rejected_reason" text,
	"paid_at" timestamp with time zone,
	"payment_reference" text,
	"deducted_run_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_advances_amount_check" CHECK ("payroll_advances"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_bonus_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"bonus_type_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"from_period" date NOT NULL,
	"to_period" date,
	"observations" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_bonus_grants_amount_check" CHECK ("payroll_bonus_grants"."amount" > 0),
	CONSTRAINT "payroll_bonus_grants_range_check" CHECK ("payroll_bonus_grants"."to_period" is null or "payroll_bonus_grants"."to_period" >= "payroll_bonus_grants"."from_period")
);
--> statement-breakpoint
CREATE TABLE "payroll_discount_quotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"discount_id" integer NOT NULL,
	"number" integer NOT NULL,
	"period" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"taken_amount" numeric(12, 2),
	"run_id" integer,
	"carried_from" integer,
	"status" text DEFAULT 'due' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"origin" text DEFAULT 'payroll' NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"quotas" integer NOT NULL,
	"start_period" date NOT NULL,
	"observations" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"anulled_by" integer,
	"anulled_at" timestamp with time zone,
	"anulled_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_discounts_amount_check" CHECK ("payroll_discounts"."amount" > 0 and "payroll_discounts"."quotas" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "payroll_bonus_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"plame_code" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"parameter" text NOT NULL,
	"value" jsonb NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"source" text NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_parameters_range_check" CHECK ("payroll_parameters"."valid_to" is null or "payroll_parameters"."valid_to" >= "payroll_parameters"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "payroll_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"fortnight_cut_day" integer DEFAULT 15 NOT NULL,
	"month_cut_day" integer DEFAULT 30 NOT NULL,
	"late_limit_minutes" integer DEFAULT 60 NOT NULL,
	"late_discount_days" numeric(4, 2) DEFAULT '0' NOT NULL,
	"advance_limit_rate" numeric(5, 4) DEFAULT '0.5000' NOT NULL,
	"quincena_rate" numeric(5, 4) DEFAULT '0' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_settings_days_check" CHECK ("payroll_settings"."fortnight_cut_day" between 1 and 31 and "payroll_settings"."month_cut_day" between 1 and 31),
	CONSTRAINT "payroll_settings_rates_check" CHECK ("payroll_settings"."advance_limit_rate" between 0 and 1 and "payroll_settings"."quincena_rate" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_origin_point_id_client_delivery_points_id_fk" FOREIGN KEY ("origin_point_id") REFERENCES "public"."client_delivery_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_destination_point_id_client_delivery_points_id_fk" FOREIGN KEY ("destination_point_id") REFERENCES "public"."client_delivery_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_route_id_travel_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."travel_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_order_events" ADD CONSTRAINT "travel_order_events_travel_order_id_travel_orders_id_fk" FOREIGN KEY ("travel_order_id") REFERENCES "public"."travel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_order_events" ADD CONSTRAINT "travel_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_orders" ADD CONSTRAINT "travel_orders_service_order_id_service_orders_id_fk" FOREIGN KEY ("service_order_id") REFERENCES "public"."service_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_orders" ADD CONSTRAINT "travel_orders_tractor_id_vehicles_id_fk" FOREIGN KEY ("tractor_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_orders" ADD CONSTRAINT "travel_orders_semitrailer_id_vehicles_id_fk" FOREIGN KEY ("semitrailer_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_orders" ADD CONSTRAINT "travel_orders_driver_id_employees_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_orders" ADD CONSTRAINT "travel_orders_co_driver_id_employees_id_fk" FOREIGN KEY ("co_driver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_orders" ADD CONSTRAINT "travel_orders_route_id_travel_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."travel_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_orders" ADD CONSTRAINT "travel_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_orders" ADD CONSTRAINT "travel_orders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_slips" ADD CONSTRAINT "payroll_slips_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_slips" ADD CONSTRAINT "payroll_slips_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_advances" ADD CONSTRAINT "payroll_advances_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_advances" ADD CONSTRAINT "payroll_advances_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_advances" ADD CONSTRAINT "payroll_advances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_bonus_grants" ADD CONSTRAINT "payroll_bonus_grants_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_bonus_grants" ADD CONSTRAINT "payroll_bonus_grants_bonus_type_id_payroll_bonus_types_id_fk" FOREIGN KEY ("bonus_type_id") REFERENCES "public"."payroll_bonus_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_bonus_grants" ADD CONSTRAINT "payroll_bonus_grants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_discount_quotas" ADD CONSTRAINT "payroll_discount_quotas_discount_id_payroll_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."payroll_discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_discounts" ADD CONSTRAINT "payroll_discounts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_discounts" ADD CONSTRAINT "payroll_discounts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_discounts" ADD CONSTRAINT "payroll_discounts_anulled_by_users_id_fk" FOREIGN KEY ("anulled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_discounts" ADD CONSTRAINT "payroll_discounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_parameters" ADD CONSTRAINT "payroll_parameters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_parameters" ADD CONSTRAINT "payroll_parameters_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_code_idx" ON "service_orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "service_orders_client_idx" ON "service_orders" USING btree ("client_id","start_date");--> statement-breakpoint
CREATE INDEX "service_orders_start_idx" ON "service_orders" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "travel_order_events_order_idx" ON "travel_order_events" USING btree ("travel_order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_orders_code_idx" ON "travel_orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "travel_orders_service_order_idx" ON "travel_orders" USING btree ("service_order_id");--> statement-breakpoint
CREATE INDEX "travel_orders_driver_idx" ON "travel_orders" USING btree ("driver_id","planned_departure");--> statement-breakpoint
CREATE INDEX "travel_orders_tractor_idx" ON "travel_orders" USING btree ("tractor_id","planned_departure");--> statement-breakpoint
CREATE INDEX "travel_orders_departure_idx" ON "travel_orders" USING btree ("planned_departure");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_live_idx" ON "payroll_runs" USING btree ("company_id","year","month","kind","personal_type",coalesce("employee_id", 0)) WHERE "payroll_runs"."state" <> 'canceled';--> statement-breakpoint
CREATE INDEX "payroll_runs_period_idx" ON "payroll_runs" USING btree ("year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_slips_run_employee_idx" ON "payroll_slips" USING btree ("run_id","employee_id");--> statement-breakpoint
CREATE INDEX "payroll_slips_employee_idx" ON "payroll_slips" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "payroll_advances_employee_idx" ON "payroll_advances" USING btree ("employee_id","period");--> statement-breakpoint
CREATE INDEX "payroll_advances_status_idx" ON "payroll_advances" USING btree ("status","period");--> statement-breakpoint
CREATE INDEX "payroll_bonus_grants_employee_idx" ON "payroll_bonus_grants" USING btree ("employee_id","from_period");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_bonus_grants_unique_idx" ON "payroll_bonus_grants" USING btree ("employee_id","bonus_type_id","from_period");--> statement-breakpoint
CREATE INDEX "payroll_discount_quotas_period_idx" ON "payroll_discount_quotas" USING btree ("period","status");--> statement-breakpoint
CREATE INDEX "payroll_discount_quotas_discount_idx" ON "payroll_discount_quotas" USING btree ("discount_id");--> statement-breakpoint
CREATE INDEX "payroll_discounts_employee_idx" ON "payroll_discounts" USING btree ("employee_id","start_period");--> statement-breakpoint
CREATE INDEX "payroll_discounts_status_idx" ON "payroll_discounts" USING btree ("status","origin");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_bonus_types_name_idx" ON "payroll_bonus_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "payroll_bonus_types_active_idx" ON "payroll_bonus_types" USING btree ("is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_parameters_parameter_from_idx" ON "payroll_parameters" USING btree ("parameter","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_settings_company_idx" ON "payroll_settings" USING btree ("company_id");