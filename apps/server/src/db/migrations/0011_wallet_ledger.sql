CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"balance_kobo" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_kind_key" UNIQUE NULLS NOT DISTINCT("user_id","kind"),
	CONSTRAINT "ledger_accounts_kind_check" CHECK (("ledger_accounts"."user_id" is not null and "ledger_accounts"."kind" in ('wallet', 'hold')) or ("ledger_accounts"."user_id" is null and "ledger_accounts"."kind" in ('gateways', 'adjustments', 'sales', 'bonuses', 'payouts'))),
	CONSTRAINT "ledger_accounts_balance_check" CHECK (("ledger_accounts"."user_id" is not null and "ledger_accounts"."balance_kobo" >= 0) or ("ledger_accounts"."user_id" is null and "ledger_accounts"."balance_kobo" = 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_kobo" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"transfer_status" smallint,
	"transfer_message" text,
	"can_retry" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"provider_error_message" text,
	"gateway" smallint,
	"reference" text,
	"provider_reference" text,
	"credited_by" uuid,
	"refund_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "wallet_transactions_amount_check" CHECK ("wallet_transactions"."amount_kobo" > 0),
	CONSTRAINT "wallet_transactions_type_check" CHECK ("wallet_transactions"."type" between 1 and 6),
	CONSTRAINT "wallet_transactions_status_check" CHECK ("wallet_transactions"."status" in (0, 1, 2, 3, 5)),
	CONSTRAINT "wallet_transactions_transfer_status_check" CHECK ("wallet_transactions"."transfer_status" is null or "wallet_transactions"."transfer_status" in (0, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"wallett_id_number" text NOT NULL,
	"wallet_account_id" integer NOT NULL,
	"hold_account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_wallett_id_number_check" CHECK ("wallets"."wallett_id_number" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "wallet_reconciliations" (
	"day" date PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accounts_checked" integer NOT NULL,
	"differences" jsonb NOT NULL,
	"unbalanced_transactions" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_credited_by_users_id_fk" FOREIGN KEY ("credited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_refund_of_wallet_transactions_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_wallet_account_id_ledger_accounts_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_hold_account_id_ledger_accounts_id_fk" FOREIGN KEY ("hold_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_id_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_id_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_id_idx" ON "wallet_transactions" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_reference_key" ON "wallet_transactions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_provider_reference_key" ON "wallet_transactions" USING btree ("gateway","provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_refund_of_key" ON "wallet_transactions" USING btree ("refund_of");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_wallett_id_number_key" ON "wallets" USING btree ("wallett_id_number");