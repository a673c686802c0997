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
ALTER TABLE "driver_trip_receipts" ADD CONSTRAINT "driver_trip_receipts_travel_order_id_travel_orders_id_fk" FOREIGN KEY ("travel_order_id") REFERENCES "public"."travel_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_trip_receipts" ADD CONSTRAINT "driver_trip_receipts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_trip_receipts" ADD CONSTRAINT "driver_trip_receipts_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_trip_receipts_order_idx" ON "driver_trip_receipts" USING btree ("travel_order_id","uploaded_at");