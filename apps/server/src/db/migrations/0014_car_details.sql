CREATE TABLE "car_detail_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_detail_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"reason" text,
	"by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" uuid NOT NULL,
	"name" text NOT NULL,
	"car_model" text NOT NULL,
	"year" smallint NOT NULL,
	"license_number" text NOT NULL,
	"car_license" text NOT NULL,
	"license_expiry_date" date NOT NULL,
	"insurance" text,
	"insurance_expiry_date" date,
	"road_worthiness" text,
	"road_worthiness_expiry_date" date,
	"car_front_picture" text,
	"car_back_picture" text,
	"car_side_picture" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"message" text,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "car_details_status_check" CHECK ("car_details"."status" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "car_document_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"expiry_date" date NOT NULL,
	"step" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "car_name" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "car_model" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "car_year" smallint;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "license_number" text;--> statement-breakpoint
ALTER TABLE "car_detail_updates" ADD CONSTRAINT "car_detail_updates_car_detail_id_car_details_id_fk" FOREIGN KEY ("car_detail_id") REFERENCES "public"."car_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_detail_updates" ADD CONSTRAINT "car_detail_updates_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_details" ADD CONSTRAINT "car_details_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_details" ADD CONSTRAINT "car_details_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_detail_updates_car_detail_id_idx" ON "car_detail_updates" USING btree ("car_detail_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "car_details_live_license_number_key" ON "car_details" USING btree ("license_number") WHERE "car_details"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "car_details_driver_id_idx" ON "car_details" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "car_details_created_at_idx" ON "car_details" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "car_details_status_created_at_idx" ON "car_details" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "car_document_notices_key" ON "car_document_notices" USING btree ("document_key","expiry_date","step");--> statement-breakpoint
-- Before this issue AcceptRide kept any CarDetailId it was given: none names a car yet.
UPDATE "rides" SET "car_detail_id" = NULL WHERE "car_detail_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_car_detail_id_car_details_id_fk" FOREIGN KEY ("car_detail_id") REFERENCES "public"."car_details"("id") ON DELETE set null ON UPDATE no action;