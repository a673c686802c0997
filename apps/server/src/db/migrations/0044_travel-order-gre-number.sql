ALTER TABLE "travel_order_despatches" ADD COLUMN "gre_series" text;--> statement-breakpoint
ALTER TABLE "travel_order_despatches" ADD COLUMN "gre_number" integer;--> statement-breakpoint
ALTER TABLE "travel_order_despatches" ADD COLUMN "gre_issued_at" timestamp with time zone;