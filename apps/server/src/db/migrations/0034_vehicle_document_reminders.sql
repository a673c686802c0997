CREATE TABLE "vehicle_document_reminders" (
	"document_id" integer NOT NULL,
	"threshold" text NOT NULL,
	"sent_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_document_reminders_document_id_threshold_pk" PRIMARY KEY("document_id","threshold")
);
--> statement-breakpoint
ALTER TABLE "vehicle_document_reminders" ADD CONSTRAINT "vehicle_document_reminders_document_id_vehicle_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."vehicle_documents"("id") ON DELETE cascade ON UPDATE no action;