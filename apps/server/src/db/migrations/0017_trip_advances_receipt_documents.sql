ALTER TABLE "travel_orders" ADD COLUMN "advance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "travel_orders" ADD COLUMN "advance_payment_reference" text;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "nature" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "doc_type" text DEFAULT '00' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "doc_series" text;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "doc_number" text;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "supplier_ruc" text;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "base" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "igv" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_document_check" CHECK ("settlement_lines"."igv" >= 0 and ("settlement_lines"."base" is null or "settlement_lines"."base" + "settlement_lines"."igv" = "settlement_lines"."amount"));--> statement-breakpoint
UPDATE "settlement_lines" SET "nature" = CASE "concept" WHEN 'tolls' THEN 'tolls' WHEN 'fuel' THEN 'fuel' WHEN 'viatics' THEN 'meals' ELSE 'other' END;--> statement-breakpoint
COMMENT ON COLUMN "settlement_lines"."doc_type" IS 'SUNAT table 10 type of the receipt: 01 factura, 03 boleta, 12 ticket, 00 otros';--> statement-breakpoint
COMMENT ON COLUMN "travel_orders"."advance_paid_at" IS 'When treasury paid the trip advance (tolls + fuel + other) to the driver';
