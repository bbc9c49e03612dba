CREATE TABLE "message_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_type" integer NOT NULL,
	"subject" text NOT NULL,
	"template" text NOT NULL,
	"sms_message" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_subject_length" CHECK (char_length("message_templates"."subject") <= 200)
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "html_after_sending" text;--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_email_type_key" ON "message_templates" USING btree ("email_type");