CREATE TABLE "wallet_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"gateway" smallint NOT NULL,
	"sealed_authorization" text NOT NULL,
	"email" text NOT NULL,
	"signature" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" text NOT NULL,
	"exp_year" text NOT NULL,
	"bank" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_cards" ADD CONSTRAINT "wallet_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_cards_owner_card_key" ON "wallet_cards" USING btree ("user_id","gateway","signature");--> statement-breakpoint
CREATE INDEX "wallet_cards_user_id_idx" ON "wallet_cards" USING btree ("user_id","id");