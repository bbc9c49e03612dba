ALTER TABLE "outbox_messages" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_messages_provider_message_idx" ON "outbox_messages" USING btree ("provider","provider_message_id");