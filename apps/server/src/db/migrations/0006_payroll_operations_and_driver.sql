CREATE TABLE "driver_trip_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"travel_order_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_order_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_order_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"travel_order_id" integer NOT NULL,
	"tracking_number" text NOT NULL,
	"state" text DEFAULT 'received' NOT NULL,
	"observations" text,
	"delivered_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_orders_tracking_check" CHECK (char_length("document_orders"."tracking_number") = 19)
);
--> statement-breakpoint
CREATE TABLE "shipment_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"series" text,
	"number" text NOT NULL,
	"issue_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"concept" text NOT NULL,
	"spent_on" date NOT NULL,
	"description" text NOT NULL,
	"receipt_number" text,
	"amount" numeric(12, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_lines_amount_check" CHECK ("settlement_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"travel_order_id" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"advanced_viatics" numeric(12, 2),
	"advanced_tolls" numeric(12, 2),
	"advanced_fuel" numeric(12, 2),
	"advanced_other" numeric(12, 2),
	"closed_balance" numeric(12, 2),
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_closed_check" CHECK ("settlements"."state" = 'open' or ("settlements"."closed_at" is not null and "settlements"."closed_balance" is not null))
);
--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "run_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_trip_receipts" ADD CONSTRAINT "driver_trip_receipts_travel_order_id_travel_orders_id_fk" FOREIGN KEY ("travel_order_id") REFERENCES "public"."travel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_trip_receipts" ADD CONSTRAINT "driver_trip_receipts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_trip_receipts" ADD CONSTRAINT "driver_trip_receipts_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_order_scans" ADD CONSTRAINT "document_order_scans_document_order_id_document_orders_id_fk" FOREIGN KEY ("document_order_id") REFERENCES "public"."document_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_order_scans" ADD CONSTRAINT "document_order_scans_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_orders" ADD CONSTRAINT "document_orders_travel_order_id_travel_orders_id_fk" FOREIGN KEY ("travel_order_id") REFERENCES "public"."travel_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_orders" ADD CONSTRAINT "document_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_orders" ADD CONSTRAINT "document_orders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_documents" ADD CONSTRAINT "shipment_documents_document_order_id_document_orders_id_fk" FOREIGN KEY ("document_order_id") REFERENCES "public"."document_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_documents" ADD CONSTRAINT "shipment_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_travel_order_id_travel_orders_id_fk" FOREIGN KEY ("travel_order_id") REFERENCES "public"."travel_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_trip_receipts_order_idx" ON "driver_trip_receipts" USING btree ("travel_order_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "document_order_scans_order_idx" ON "document_order_scans" USING btree ("document_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_orders_travel_order_idx" ON "document_orders" USING btree ("travel_order_id");--> statement-breakpoint
CREATE INDEX "document_orders_state_idx" ON "document_orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "shipment_documents_order_idx" ON "shipment_documents" USING btree ("document_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_documents_carrier_guide_idx" ON "shipment_documents" USING btree ("series","number") WHERE "shipment_documents"."kind" = 'carrier_guide';--> statement-breakpoint
CREATE INDEX "settlement_lines_settlement_idx" ON "settlement_lines" USING btree ("settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_travel_order_idx" ON "settlements" USING btree ("travel_order_id");