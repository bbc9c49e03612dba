CREATE TABLE "promo_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"rider_id" uuid NOT NULL,
	"ride_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"discount_percent" smallint,
	"discount_amount_kobo" integer,
	"max_discount_amount_kobo" integer,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"max_uses_per_rider" integer,
	"first_ride_only" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" ~ '^[A-Z0-9-]{3,30}$'),
	CONSTRAINT "promo_codes_one_discount_check" CHECK (num_nonnulls("promo_codes"."discount_percent", "promo_codes"."discount_amount_kobo") = 1),
	CONSTRAINT "promo_codes_percent_check" CHECK ("promo_codes"."discount_percent" between 1 and 100),
	CONSTRAINT "promo_codes_amounts_check" CHECK ("promo_codes"."discount_amount_kobo" > 0 and "promo_codes"."max_discount_amount_kobo" > 0),
	CONSTRAINT "promo_codes_period_check" CHECK ("promo_codes"."start_date" < "promo_codes"."end_date"),
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."used_count" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."used_count" <= "promo_codes"."max_uses"))
);
--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_uses_ride_key" ON "promo_code_uses" USING btree ("ride_id");--> statement-breakpoint
CREATE INDEX "promo_code_uses_rider_idx" ON "promo_code_uses" USING btree ("promo_code_id","rider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree ("code");