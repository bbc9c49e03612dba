-- Keyword search over location names (lower(name) LIKE '%kw%') is answered by trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"enable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"three_letter_iso_code" text NOT NULL,
	"two_letter_iso_code" text NOT NULL,
	"enable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" integer NOT NULL,
	"enable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "states_id_country_id_key" UNIQUE("id","country_id")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_country_fk" FOREIGN KEY ("state_id","country_id") REFERENCES "public"."states"("id","country_id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_state_id_name_key" ON "cities" USING btree ("state_id",lower("name"));--> statement-breakpoint
CREATE INDEX "cities_state_list_idx" ON "cities" USING btree ("state_id",lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "cities_country_list_idx" ON "cities" USING btree ("country_id",lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_key" ON "countries" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "countries_two_letter_iso_code_key" ON "countries" USING btree ("two_letter_iso_code");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_three_letter_iso_code_key" ON "countries" USING btree ("three_letter_iso_code");--> statement-breakpoint
CREATE UNIQUE INDEX "states_country_id_name_key" ON "states" USING btree ("country_id",lower("name"));--> statement-breakpoint
CREATE INDEX "states_name_trgm_idx" ON "states" USING gin (lower("name") gin_trgm_ops);