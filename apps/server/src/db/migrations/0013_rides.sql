CREATE TABLE "calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"event_date_time" timestamp with time zone NOT NULL,
	"meet_url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ride_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"high_traffic_unit_kobo" integer NOT NULL,
	"unit_kobo" integer NOT NULL,
	"min_amount_for_shared_ride_kobo" integer NOT NULL,
	"shared_discount_basis_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_settings_single_check" CHECK ("ride_settings"."id" = 1),
	CONSTRAINT "ride_settings_values_check" CHECK ("ride_settings"."unit_kobo" > 0 and "ride_settings"."high_traffic_unit_kobo" >= "ride_settings"."unit_kobo" and "ride_settings"."min_amount_for_shared_ride_kobo" >= 0 and "ride_settings"."shared_discount_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "ride_shared_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"destination_address" text NOT NULL,
	"distance_metres" integer NOT NULL,
	"estimated_amount_kobo" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ride_status_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"reason" text,
	"by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rides" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"driver_id" uuid,
	"car_detail_id" integer,
	"package_id" integer,
	"package_name" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"distance_metres" integer NOT NULL,
	"is_high_traffic" boolean DEFAULT false NOT NULL,
	"allow_sharing" boolean DEFAULT false NOT NULL,
	"destination_address" text NOT NULL,
	"current_street" text NOT NULL,
	"current_city" text NOT NULL,
	"current_subregion" text DEFAULT '' NOT NULL,
	"estimated_amount_kobo" integer NOT NULL,
	"enable_customer_preferred_amount" boolean DEFAULT false NOT NULL,
	"customer_preferred_amount_kobo" integer,
	"amount_kobo" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "rides_status_check" CHECK ("rides"."status" between 1 and 6),
	CONSTRAINT "rides_distance_check" CHECK ("rides"."distance_metres" between 100 and 1000000),
	CONSTRAINT "rides_amounts_check" CHECK ("rides"."estimated_amount_kobo" >= 0 and coalesce("rides"."amount_kobo", 0) >= 0),
	CONSTRAINT "rides_driver_check" CHECK ("rides"."status" in (1, 6) or "rides"."driver_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_shared_users" ADD CONSTRAINT "ride_shared_users_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_shared_users" ADD CONSTRAINT "ride_shared_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_status_updates" ADD CONSTRAINT "ride_status_updates_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_status_updates" ADD CONSTRAINT "ride_status_updates_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_event_date_time_idx" ON "calendar_events" USING btree ("event_date_time");--> statement-breakpoint
CREATE UNIQUE INDEX "ride_shared_users_ride_user_key" ON "ride_shared_users" USING btree ("ride_id","user_id");--> statement-breakpoint
CREATE INDEX "ride_shared_users_user_id_idx" ON "ride_shared_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ride_status_updates_ride_id_idx" ON "ride_status_updates" USING btree ("ride_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rides_one_unfinished_per_driver" ON "rides" USING btree ("driver_id") WHERE "rides"."status" in (2, 3, 4);--> statement-breakpoint
CREATE UNIQUE INDEX "rides_one_unfinished_per_customer" ON "rides" USING btree ("customer_id") WHERE "rides"."status" in (1, 2, 3, 4);--> statement-breakpoint
CREATE INDEX "rides_created_at_idx" ON "rides" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rides_status_created_at_idx" ON "rides" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "rides_customer_id_idx" ON "rides" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "rides_driver_id_idx" ON "rides" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "rides_completed_at_idx" ON "rides" USING btree ("completed_at") WHERE "rides"."status" = 5;--> statement-breakpoint
CREATE INDEX "rides_package_id_idx" ON "rides" USING btree ("package_id");