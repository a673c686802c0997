CREATE TABLE "attendance_kiosk_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"campus_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"token_hint" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer
);
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD COLUMN "kiosk_device_id" integer;--> statement-breakpoint
ALTER TABLE "attendance_kiosk_devices" ADD CONSTRAINT "attendance_kiosk_devices_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_kiosk_devices" ADD CONSTRAINT "attendance_kiosk_devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_kiosk_devices" ADD CONSTRAINT "attendance_kiosk_devices_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_kiosk_devices_token_idx" ON "attendance_kiosk_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "attendance_kiosk_devices_campus_idx" ON "attendance_kiosk_devices" USING btree ("campus_id");--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_kiosk_device_id_attendance_kiosk_devices_id_fk" FOREIGN KEY ("kiosk_device_id") REFERENCES "public"."attendance_kiosk_devices"("id") ON DELETE no action ON UPDATE no action;