ALTER TABLE "payroll_parameters" ADD COLUMN "source_code" text;--> statement-breakpoint
ALTER TABLE "payroll_parameters" ADD COLUMN "source_params" jsonb;