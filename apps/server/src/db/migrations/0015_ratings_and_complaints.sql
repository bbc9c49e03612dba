CREATE TABLE "complaint_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"added_by" uuid NOT NULL,
	"feedback" text NOT NULL,
	"picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"picture" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"feedback" text,
	"feedback_picture" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_status_check" CHECK ("complaints"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"rated_by_id" uuid NOT NULL,
	"rated_user_id" uuid NOT NULL,
	"rated_as" smallint NOT NULL,
	"star_rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_star_rating_check" CHECK ("ratings"."star_rating" between 1 and 5),
	CONSTRAINT "ratings_rated_as_check" CHECK ("ratings"."rated_as" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_as_driver_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_as_driver_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_as_customer_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_as_customer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint_feedbacks" ADD CONSTRAINT "complaint_feedbacks_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_feedbacks" ADD CONSTRAINT "complaint_feedbacks_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rated_by_id_users_id_fk" FOREIGN KEY ("rated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rated_user_id_users_id_fk" FOREIGN KEY ("rated_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_feedbacks_complaint_id_idx" ON "complaint_feedbacks" USING btree ("complaint_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_one_pending_per_ride_and_rider" ON "complaints" USING btree ("ride_id","customer_id") WHERE "complaints"."status" = 1;--> statement-breakpoint
CREATE INDEX "complaints_status_created_at_idx" ON "complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "complaints_customer_id_idx" ON "complaints" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_ride_id_idx" ON "complaints" USING btree ("ride_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_ride_rater_key" ON "ratings" USING btree ("ride_id","rated_by_id");--> statement-breakpoint
CREATE INDEX "ratings_created_at_idx" ON "ratings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ratings_rated_user_idx" ON "ratings" USING btree ("rated_user_id","created_at");