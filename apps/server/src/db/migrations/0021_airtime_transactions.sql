CREATE TABLE "airtime_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"is_data_plan" boolean NOT NULL,
	"network" text NOT NULL,
	"phone_number" text NOT NULL,
	"plan_code" text,
	"plan_name" text NOT NULL,
	"validity" text DEFAULT '' NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"provider_status" text DEFAULT 'pending' NOT NULL,
	"provider_reference" text,
	"provider_message" text,
	"wallet_transaction_id" integer NOT NULL,
	"refund_transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "airtime_transactions_amount_check" CHECK ("airtime_transactions"."amount_kobo" > 0),
	CONSTRAINT "airtime_transactions_outcome_check" CHECK ("airtime_transactions"."outcome" in ('pending', 'success', 'failed')),
	CONSTRAINT "airtime_transactions_refund_check" CHECK ("airtime_transactions"."refund_transaction_id" is null or "airtime_transactions"."outcome" = 'failed')
);
--> statement-breakpoint
ALTER TABLE "airtime_transactions" ADD CONSTRAINT "airtime_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airtime_transactions" ADD CONSTRAINT "airtime_transactions_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airtime_transactions" ADD CONSTRAINT "airtime_transactions_refund_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "airtime_transactions_reference_key" ON "airtime_transactions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "airtime_transactions_wallet_transaction_key" ON "airtime_transactions" USING btree ("wallet_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "airtime_transactions_refund_transaction_key" ON "airtime_transactions" USING btree ("refund_transaction_id");--> statement-breakpoint
CREATE INDEX "airtime_transactions_user_id_idx" ON "airtime_transactions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "airtime_transactions_pending_idx" ON "airtime_transactions" USING btree ("created_at") WHERE "airtime_transactions"."outcome" = 'pending';