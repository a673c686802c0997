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
CREATE UNIQUE INDEX "zones_name_lower_idx" ON "zones" USING btree (lower("name"));