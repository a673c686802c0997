CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"observed" boolean DEFAULT true NOT NULL,
	"source" text NOT NULL,
	"rule" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holidays_source_kind_check" CHECK (("holidays"."kind" = 'national') = ("holidays"."source" = 'date-holidays'))
);
--> statement-breakpoint
CREATE TABLE "area_modules" (
	"area_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	CONSTRAINT "area_modules_area_id_module_id_pk" PRIMARY KEY("area_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "area_sections" (
	"area_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	CONSTRAINT "area_sections_area_id_section_id_pk" PRIMARY KEY("area_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "client_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"ubigeo" text NOT NULL,
	"address" text NOT NULL,
	"reference" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"phone" text,
	"email" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_delivery_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"ubigeo" text NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"latitude" double precision,
	"longitude" double precision,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"legal_name" text NOT NULL,
	"trade_name" text,
	"payment_term_days" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'PEN' NOT NULL,
	"credit_limit" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_group_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"issue_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"original_name" text,
	"storage_key" text,
	"mime_type" text,
	"size" integer,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_documents_dates_check" CHECK ("vehicle_documents"."expiry_date" >= "vehicle_documents"."issue_date")
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vehicle_models_brand_id_key" UNIQUE("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"default_axles" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"plate" text NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"odometer_km" integer DEFAULT 0 NOT NULL,
	"capacity_m3" numeric(8, 2),
	"capacity_tons" numeric(8, 2),
	"tare_kg" numeric(9, 2) NOT NULL,
	"payload_kg" numeric(9, 2) NOT NULL,
	"gross_kg" numeric(9, 2) NOT NULL,
	"length_m" numeric(5, 2),
	"width_m" numeric(5, 2),
	"height_m" numeric(5, 2),
	"axles" integer NOT NULL,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_weights_check" CHECK ("vehicles"."tare_kg" >= 0 and "vehicles"."payload_kg" >= 0 and "vehicles"."gross_kg" >= "vehicles"."tare_kg")
);
--> statement-breakpoint
CREATE TABLE "area_profiles" (
	"area_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer,
	"chief_employee_id" integer
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rates_amount_positive" CHECK ("rates"."amount" > 0),
	CONSTRAINT "rates_valid_range" CHECK ("rates"."valid_to" is null or "rates"."valid_to" >= "rates"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "remote_work_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"weekdays" integer[] NOT NULL,
	"reason" text NOT NULL,
	"notes" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_work_range_check" CHECK ("remote_work_assignments"."to_date" is null or "remote_work_assignments"."to_date" >= "remote_work_assignments"."from_date")
);
--> statement-breakpoint
CREATE TABLE "toll_fares" (
	"id" serial PRIMARY KEY NOT NULL,
	"toll_id" integer NOT NULL,
	"axles" smallint NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "toll_fares_amount_positive" CHECK ("toll_fares"."amount" > 0),
	CONSTRAINT "toll_fares_axles_range" CHECK ("toll_fares"."axles" between 2 and 9),
	CONSTRAINT "toll_fares_valid_range" CHECK ("toll_fares"."valid_to" is null or "toll_fares"."valid_to" >= "toll_fares"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "toll_group_tolls" (
	"group_id" integer NOT NULL,
	"toll_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "toll_group_tolls_group_id_toll_id_pk" PRIMARY KEY("group_id","toll_id")
);
--> statement-breakpoint
CREATE TABLE "toll_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"road" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tolls" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"road" text NOT NULL,
	"district_code" text NOT NULL,
	"km" numeric(7, 1) NOT NULL,
	"concessionaire" text,
	"direction" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_route_tolls" (
	"route_id" integer NOT NULL,
	"toll_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "travel_route_tolls_route_id_toll_id_pk" PRIMARY KEY("route_id","toll_id")
);
--> statement-breakpoint
CREATE TABLE "travel_route_zones" (
	"route_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "travel_route_zones_route_id_zone_id_pk" PRIMARY KEY("route_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "travel_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_code_id" integer NOT NULL,
	"origin_code" text NOT NULL,
	"destination_code" text NOT NULL,
	"distance_km" numeric(7, 1) NOT NULL,
	"expected_hours" numeric(5, 1) NOT NULL,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_routes_distinct_ends" CHECK ("travel_routes"."origin_code" <> "travel_routes"."destination_code"),
	CONSTRAINT "travel_routes_distance_positive" CHECK ("travel_routes"."distance_km" > 0)
);
--> statement-breakpoint
CREATE TABLE "zone_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"department_code" text,
	"province_code" text,
	CONSTRAINT "zone_members_one_place" CHECK (("zone_members"."department_code" is null) <> ("zone_members"."province_code" is null))
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_event_recipient_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"kind" text DEFAULT 'to' NOT NULL,
	"group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_event_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"kind" text DEFAULT 'to' NOT NULL,
	"user_id" integer,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_event_settings" (
	"event" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "trade_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "district_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "cc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_modules" ADD CONSTRAINT "area_modules_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_modules" ADD CONSTRAINT "area_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_sections" ADD CONSTRAINT "area_sections_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_sections" ADD CONSTRAINT "area_sections_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_ubigeo_districts_code_fk" FOREIGN KEY ("ubigeo") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_delivery_points" ADD CONSTRAINT "client_delivery_points_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_delivery_points" ADD CONSTRAINT "client_delivery_points_address_id_client_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."client_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_delivery_points" ADD CONSTRAINT "client_delivery_points_ubigeo_districts_code_fk" FOREIGN KEY ("ubigeo") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_group_members" ADD CONSTRAINT "entity_group_members_group_id_entity_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."entity_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_group_members" ADD CONSTRAINT "entity_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_brand_id_vehicle_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."vehicle_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_brand_id_vehicle_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."vehicle_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_type_id_vehicle_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_brand_model_fk" FOREIGN KEY ("brand_id","model_id") REFERENCES "public"."vehicle_models"("brand_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_profiles" ADD CONSTRAINT "area_profiles_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_profiles" ADD CONSTRAINT "area_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_profiles" ADD CONSTRAINT "area_profiles_chief_employee_id_employees_id_fk" FOREIGN KEY ("chief_employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_route_id_travel_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."travel_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_work_assignments" ADD CONSTRAINT "remote_work_assignments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_work_assignments" ADD CONSTRAINT "remote_work_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_work_assignments" ADD CONSTRAINT "remote_work_assignments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toll_fares" ADD CONSTRAINT "toll_fares_toll_id_tolls_id_fk" FOREIGN KEY ("toll_id") REFERENCES "public"."tolls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toll_group_tolls" ADD CONSTRAINT "toll_group_tolls_group_id_toll_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."toll_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toll_group_tolls" ADD CONSTRAINT "toll_group_tolls_toll_id_tolls_id_fk" FOREIGN KEY ("toll_id") REFERENCES "public"."tolls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tolls" ADD CONSTRAINT "tolls_district_code_districts_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_route_tolls" ADD CONSTRAINT "travel_route_tolls_route_id_travel_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."travel_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_route_tolls" ADD CONSTRAINT "travel_route_tolls_toll_id_tolls_id_fk" FOREIGN KEY ("toll_id") REFERENCES "public"."tolls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_route_zones" ADD CONSTRAINT "travel_route_zones_route_id_travel_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."travel_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_route_zones" ADD CONSTRAINT "travel_route_zones_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_routes" ADD CONSTRAINT "travel_routes_route_code_id_route_codes_id_fk" FOREIGN KEY ("route_code_id") REFERENCES "public"."route_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_routes" ADD CONSTRAINT "travel_routes_origin_code_districts_code_fk" FOREIGN KEY ("origin_code") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_routes" ADD CONSTRAINT "travel_routes_destination_code_districts_code_fk" FOREIGN KEY ("destination_code") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_members" ADD CONSTRAINT "zone_members_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_members" ADD CONSTRAINT "zone_members_department_code_departments_code_fk" FOREIGN KEY ("department_code") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_members" ADD CONSTRAINT "zone_members_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_event_recipient_groups" ADD CONSTRAINT "mail_event_recipient_groups_group_id_entity_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."entity_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_event_recipients" ADD CONSTRAINT "mail_event_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_idx" ON "holidays" USING btree ("date");--> statement-breakpoint
CREATE INDEX "client_addresses_client_idx" ON "client_addresses" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_delivery_points_client_idx" ON "client_delivery_points" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_delivery_points_address_idx" ON "client_delivery_points" USING btree ("address_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_document_idx" ON "clients" USING btree ("document_number");--> statement-breakpoint
CREATE INDEX "clients_legal_name_idx" ON "clients" USING btree ("legal_name");--> statement-breakpoint
CREATE UNIQUE INDEX "entity_group_members_group_user_idx" ON "entity_group_members" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "entity_group_members_user_idx" ON "entity_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entity_groups_name_lower_idx" ON "entity_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_brands_name_idx" ON "vehicle_brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "vehicle_documents_vehicle_idx" ON "vehicle_documents" USING btree ("vehicle_id","kind","expiry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_brand_name_idx" ON "vehicle_models" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_types_name_idx" ON "vehicle_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_idx" ON "vehicles" USING btree ("plate");--> statement-breakpoint
CREATE INDEX "vehicles_type_idx" ON "vehicles" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "rates_lookup_idx" ON "rates" USING btree ("client_id","route_id","vehicle_type_id","valid_from");--> statement-breakpoint
CREATE INDEX "rates_route_idx" ON "rates" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "rates_vehicle_type_idx" ON "rates" USING btree ("vehicle_type_id");--> statement-breakpoint
CREATE INDEX "remote_work_employee_idx" ON "remote_work_assignments" USING btree ("employee_id","status");--> statement-breakpoint
CREATE INDEX "toll_fares_toll_axles_idx" ON "toll_fares" USING btree ("toll_id","axles","valid_from");--> statement-breakpoint
CREATE INDEX "toll_group_tolls_toll_idx" ON "toll_group_tolls" USING btree ("toll_id");--> statement-breakpoint
CREATE UNIQUE INDEX "toll_groups_name_lower_idx" ON "toll_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tolls_name_lower_idx" ON "tolls" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "route_codes_code_idx" ON "route_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "travel_route_tolls_toll_idx" ON "travel_route_tolls" USING btree ("toll_id");--> statement-breakpoint
CREATE INDEX "travel_route_zones_zone_idx" ON "travel_route_zones" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_routes_code_idx" ON "travel_routes" USING btree ("route_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_routes_origin_destination_idx" ON "travel_routes" USING btree ("origin_code","destination_code");--> statement-breakpoint
CREATE UNIQUE INDEX "zone_members_department_idx" ON "zone_members" USING btree ("department_code");--> statement-breakpoint
CREATE UNIQUE INDEX "zone_members_province_idx" ON "zone_members" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "zone_members_zone_idx" ON "zone_members" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zones_name_lower_idx" ON "zones" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "mail_event_recipient_groups_event_group_idx" ON "mail_event_recipient_groups" USING btree ("event","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_event_recipients_user_idx" ON "mail_event_recipients" USING btree ("event","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_event_recipients_email_idx" ON "mail_event_recipients" USING btree ("event","email");--> statement-breakpoint
CREATE INDEX "mail_event_recipients_event_idx" ON "mail_event_recipients" USING btree ("event");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_district_code_districts_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status");