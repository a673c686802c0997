CREATE TABLE "entity_group_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_event_recipient_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"kind" text DEFAULT 'to' NOT NULL,
	"group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_event_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"kind" text DEFAULT 'to' NOT NULL,
	"user_id" integer,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_event_settings" (
	"event" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "cc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "facts" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "entity_group_members" ADD CONSTRAINT "entity_group_members_group_id_entity_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."entity_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_group_members" ADD CONSTRAINT "entity_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_event_recipient_groups" ADD CONSTRAINT "mail_event_recipient_groups_group_id_entity_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."entity_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_event_recipients" ADD CONSTRAINT "mail_event_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entity_group_members_group_user_idx" ON "entity_group_members" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "entity_group_members_user_idx" ON "entity_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entity_groups_name_lower_idx" ON "entity_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "mail_event_recipient_groups_event_group_idx" ON "mail_event_recipient_groups" USING btree ("event","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_event_recipients_user_idx" ON "mail_event_recipients" USING btree ("event","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_event_recipients_email_idx" ON "mail_event_recipients" USING btree ("event","email");--> statement-breakpoint
CREATE INDEX "mail_event_recipients_event_idx" ON "mail_event_recipients" USING btree ("event");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status");