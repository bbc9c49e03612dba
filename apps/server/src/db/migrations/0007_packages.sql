CREATE TABLE "driver_packages" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"frequency" smallint DEFAULT 3 NOT NULL,
	"min_total_rides" integer DEFAULT 0 NOT NULL,
	"max_total_rides" integer DEFAULT 0 NOT NULL,
	"minimum_amount_required_kobo" integer DEFAULT 0 NOT NULL,
	"amount_kobo" integer NOT NULL,
	"bonus_amount_kobo" integer DEFAULT 0 NOT NULL,
	"publish" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "packages_frequency_check" CHECK ("packages"."frequency" between 1 and 3),
	CONSTRAINT "packages_rides_check" CHECK (0 <= "packages"."min_total_rides" and "packages"."min_total_rides" <= "packages"."max_total_rides"),
	CONSTRAINT "packages_amounts_check" CHECK ("packages"."amount_kobo" >= 0 and "packages"."bonus_amount_kobo" >= 0 and "packages"."minimum_amount_required_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "driver_packages" ADD CONSTRAINT "driver_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_packages" ADD CONSTRAINT "driver_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_packages_package_id_idx" ON "driver_packages" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_name_key" ON "packages" USING btree (lower("name"));