CREATE TABLE "package_bonuses" (
	"user_id" uuid NOT NULL,
	"package_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"wallet_transaction_id" integer,
	"credited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_bonuses_user_id_package_id_period_start_pk" PRIMARY KEY("user_id","package_id","period_start")
);
--> statement-breakpoint
ALTER TABLE "package_bonuses" ADD CONSTRAINT "package_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_bonuses" ADD CONSTRAINT "package_bonuses_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_bonuses" ADD CONSTRAINT "package_bonuses_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;