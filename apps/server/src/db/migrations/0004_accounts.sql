-- OtherReferralCode: 8 characters from an alphabet without look-alikes (no 0/O, 1/I). It is the
-- column's default: existing rows get one as the column is added, and every later insert too.
CREATE FUNCTION generate_referral_code() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  candidate text;
BEGIN
  -- 32^8 codes: a clash is rare, but when one comes the sign-up gets another code instead of an error.
  LOOP
    candidate := (
      SELECT string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + floor(random() * 32)::int, 1), '')
      FROM generate_series(1, 8)
    );
    IF NOT EXISTS (SELECT 1 FROM users WHERE referral_code = candidate) THEN
      RETURN candidate;
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE TABLE "wallet_virtual_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"account_number" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_email_address_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "driver_license" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "license_expiry_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "license_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "license_approved_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" text DEFAULT generate_referral_code() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_virtual_accounts" ADD CONSTRAINT "wallet_virtual_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_virtual_accounts_account_number_key" ON "wallet_virtual_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_virtual_accounts_user_id_key" ON "wallet_virtual_accounts" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_license_approved_by_users_id_fk" FOREIGN KEY ("license_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_key" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("firstname" || ' ' || "surname" || ' | ' || "surname" || ' ' || "firstname" || ' | ' || coalesce("middle_name", '') || ' | ' || "email_address" || ' | ' || coalesce("phone_number", '') || ' | ' || "referral_code")) gin_trgm_ops) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_address_key" ON "users" USING btree (lower("email_address")) WHERE "users"."deleted_at" is null;