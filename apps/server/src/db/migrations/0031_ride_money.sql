CREATE TABLE "ride_money_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"wallet_transaction_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_money_movements_amount_check" CHECK ("ride_money_movements"."amount_kobo" > 0),
	CONSTRAINT "ride_money_movements_kind_check" CHECK ("ride_money_movements"."kind" in ('hold', 'release', 'capture', 'commission', 'promotion', 'cancellation_fee', 'card_charge', 'owed_payment'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "payment_method" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "secondary_payment_method" smallint;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "payment_method_named" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "payment_status" smallint DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "held_amount_kobo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "promo_discount_kobo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "final_amount_kobo" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "owed_amount_kobo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "commission_owed_kobo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ride_money_movements" ADD CONSTRAINT "ride_money_movements_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_money_movements" ADD CONSTRAINT "ride_money_movements_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ride_money_movements_transaction_key" ON "ride_money_movements" USING btree ("wallet_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ride_money_movements_once_key" ON "ride_money_movements" USING btree ("ride_id","kind") WHERE "ride_money_movements"."kind" in ('hold', 'release', 'capture', 'cancellation_fee');--> statement-breakpoint
CREATE INDEX "ride_money_movements_ride_idx" ON "ride_money_movements" USING btree ("ride_id");--> statement-breakpoint
CREATE INDEX "rides_owed_idx" ON "rides" USING btree ("customer_id") WHERE "rides"."owed_amount_kobo" > 0;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_money_check" CHECK ("rides"."payment_method" between 1 and 3 and "rides"."payment_status" between 1 and 6 and "rides"."held_amount_kobo" >= 0 and "rides"."promo_discount_kobo" >= 0 and coalesce("rides"."final_amount_kobo", 0) >= 0 and "rides"."owed_amount_kobo" >= 0 and "rides"."commission_owed_kobo" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK (("ledger_accounts"."user_id" is not null and "ledger_accounts"."kind" in ('wallet', 'hold')) or ("ledger_accounts"."user_id" is null and "ledger_accounts"."kind" in ('gateways', 'adjustments', 'sales', 'bonuses', 'payouts', 'revenue', 'promotions')));--> statement-breakpoint
-- Hand-written (data, not schema): the rides before issue 30 were cash rides that moved no money. A
-- completed one was paid (its FinalAmount is its Amount); a cancelled one has nothing due.
UPDATE "rides" SET "payment_status" = 2, "final_amount_kobo" = "amount_kobo" WHERE "status" = 5;--> statement-breakpoint
UPDATE "rides" SET "payment_status" = 4 WHERE "status" = 6;
