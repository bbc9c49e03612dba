CREATE TABLE "admin_activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"record_id" text,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_activities" ADD CONSTRAINT "admin_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_activities_created_at_idx" ON "admin_activities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admin_activities_user_id_idx" ON "admin_activities" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_activities_area_idx" ON "admin_activities" USING btree ("area","created_at");