CREATE TABLE "despatch_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"series" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "despatch_series_code_check" CHECK ("despatch_series"."series" ~ '^V[A-Z0-9]{3}$'),
	CONSTRAINT "despatch_series_number_check" CHECK ("despatch_series"."last_number" >= 0 and "despatch_series"."last_number" <= 99999999)
);
--> statement-breakpoint
CREATE TABLE "travel_order_despatches" (
	"travel_order_id" integer PRIMARY KEY NOT NULL,
	"shipper" jsonb,
	"consignee" jsonb,
	"payer" jsonb,
	"sender_guides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"origin_ubigeo" text,
	"origin_address" text,
	"destination_ubigeo" text,
	"destination_address" text,
	"transfer_start_date" date NOT NULL,
	"goods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gross_weight" numeric(12, 3),
	"weight_unit" text DEFAULT 'KGM' NOT NULL,
	"observations" text,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_order_despatches_weight_check" CHECK ("travel_order_despatches"."gross_weight" is null or "travel_order_despatches"."gross_weight" > 0)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "mtc_registration" text;--> statement-breakpoint
ALTER TABLE "despatch_series" ADD CONSTRAINT "despatch_series_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_order_despatches" ADD CONSTRAINT "travel_order_despatches_travel_order_id_travel_orders_id_fk" FOREIGN KEY ("travel_order_id") REFERENCES "public"."travel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_order_despatches" ADD CONSTRAINT "travel_order_despatches_origin_ubigeo_districts_code_fk" FOREIGN KEY ("origin_ubigeo") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_order_despatches" ADD CONSTRAINT "travel_order_despatches_destination_ubigeo_districts_code_fk" FOREIGN KEY ("destination_ubigeo") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_order_despatches" ADD CONSTRAINT "travel_order_despatches_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "despatch_series_company_series_idx" ON "despatch_series" USING btree ("company_id","series");