ALTER TABLE "wallet_transactions" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "account_name" text;