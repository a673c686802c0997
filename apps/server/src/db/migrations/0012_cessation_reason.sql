ALTER TABLE "employees" ADD COLUMN "cessation_reason" text;--> statement-breakpoint
ALTER TABLE "employee_status_history" ADD COLUMN "cessation_reason" text;--> statement-breakpoint
-- Hand-written: `inactive_since` is the last day worked (T-Registro's fecha de cese) everywhere. Payroll,
-- the liquidación and the screens already read it so; attendance read it as the first day not employed.
-- The stored values are those HR entered as the date of the cessation and that payroll paid up to, so
-- they stay; only their meaning in attendance changes.
COMMENT ON COLUMN "employees"."inactive_since" IS 'Last day worked (T-Registro fecha de cese): employed, paid and marked that day';
