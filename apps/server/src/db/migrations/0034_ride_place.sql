CREATE TABLE "driver_positions" (
	"driver_id" uuid PRIMARY KEY NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"heading" real,
	"speed" real,
	"accuracy" real,
	"cell" text,
	"online_since" timestamp with time zone,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ride_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"driver_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"distance_to_pickup_metres" integer NOT NULL,
	"round" smallint DEFAULT 0 NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "ride_offers_status_check" CHECK ("ride_offers"."status" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "ride_route_points" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "pickup_latitude" double precision;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "pickup_longitude" double precision;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "pickup_cell" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "destination_latitude" double precision;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "destination_longitude" double precision;--> statement-breakpoint
ALTER TABLE "driver_positions" ADD CONSTRAINT "driver_positions_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_offers" ADD CONSTRAINT "ride_offers_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_offers" ADD CONSTRAINT "ride_offers_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_route_points" ADD CONSTRAINT "ride_route_points_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_positions_online_cell_idx" ON "driver_positions" USING btree ("cell") WHERE "driver_positions"."online";--> statement-breakpoint
CREATE UNIQUE INDEX "ride_offers_ride_driver_key" ON "ride_offers" USING btree ("ride_id","driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ride_offers_open_driver_key" ON "ride_offers" USING btree ("driver_id") WHERE "ride_offers"."status" = 1;--> statement-breakpoint
CREATE INDEX "ride_offers_open_expiry_idx" ON "ride_offers" USING btree ("expires_at") WHERE "ride_offers"."status" = 1;--> statement-breakpoint
CREATE INDEX "ride_offers_ride_idx" ON "ride_offers" USING btree ("ride_id");--> statement-breakpoint
CREATE INDEX "ride_route_points_ride_idx" ON "ride_route_points" USING btree ("ride_id","id");