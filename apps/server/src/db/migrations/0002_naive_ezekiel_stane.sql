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
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_ubigeo_districts_code_fk" FOREIGN KEY ("ubigeo") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_delivery_points" ADD CONSTRAINT "client_delivery_points_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_delivery_points" ADD CONSTRAINT "client_delivery_points_address_id_client_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."client_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_delivery_points" ADD CONSTRAINT "client_delivery_points_ubigeo_districts_code_fk" FOREIGN KEY ("ubigeo") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_brand_id_vehicle_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."vehicle_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_brand_id_vehicle_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."vehicle_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_type_id_vehicle_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_brand_model_fk" FOREIGN KEY ("brand_id","model_id") REFERENCES "public"."vehicle_models"("brand_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_addresses_client_idx" ON "client_addresses" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_delivery_points_client_idx" ON "client_delivery_points" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_delivery_points_address_idx" ON "client_delivery_points" USING btree ("address_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_document_idx" ON "clients" USING btree ("document_number");--> statement-breakpoint
CREATE INDEX "clients_legal_name_idx" ON "clients" USING btree ("legal_name");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_brands_name_idx" ON "vehicle_brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "vehicle_documents_vehicle_idx" ON "vehicle_documents" USING btree ("vehicle_id","kind","expiry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_brand_name_idx" ON "vehicle_models" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_types_name_idx" ON "vehicle_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_idx" ON "vehicles" USING btree ("plate");--> statement-breakpoint
CREATE INDEX "vehicles_type_idx" ON "vehicles" USING btree ("type_id");