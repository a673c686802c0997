CREATE INDEX "employees_document_number_idx" ON "employees" USING btree ("document_number","id");--> statement-breakpoint
CREATE INDEX "employees_personal_code_idx" ON "employees" USING btree ("personal_code","id");--> statement-breakpoint
CREATE INDEX "employee_jobs_start_date_idx" ON "employee_jobs" USING btree ("start_date","employee_id");