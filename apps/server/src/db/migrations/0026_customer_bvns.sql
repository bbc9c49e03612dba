CREATE TABLE "wallet_bvns" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sealed_bvn" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_bvns" ADD CONSTRAINT "wallet_bvns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;