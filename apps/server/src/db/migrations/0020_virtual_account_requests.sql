ALTER TABLE "wallet_virtual_accounts" ALTER COLUMN "account_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_virtual_accounts" ADD COLUMN "gateway" smallint;--> statement-breakpoint
ALTER TABLE "wallet_virtual_accounts" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "wallet_virtual_accounts" ADD COLUMN "account_name" text;--> statement-breakpoint
ALTER TABLE "wallet_virtual_accounts" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "wallet_virtual_accounts" ADD COLUMN "provider_customer" text;--> statement-breakpoint
ALTER TABLE "wallet_virtual_accounts" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_virtual_accounts" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_virtual_accounts" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_virtual_accounts_reference_key" ON "wallet_virtual_accounts" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "wallet_virtual_accounts_due_idx" ON "wallet_virtual_accounts" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "wallet_virtual_accounts_provider_customer_idx" ON "wallet_virtual_accounts" USING btree ("provider_customer");