CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"page_type" smallint DEFAULT 5 NOT NULL,
	"article_date" date,
	"seos" text NOT NULL,
	"tags" text NOT NULL,
	"summary" text NOT NULL,
	"summary_text" text DEFAULT '' NOT NULL,
	"publish" boolean DEFAULT false NOT NULL,
	"contents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_page_type_check" CHECK ("blogs"."page_type" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blogs_url_key" ON "blogs" USING btree ("url");--> statement-breakpoint
CREATE INDEX "blogs_published_idx" ON "blogs" USING btree ("publish","page_type","article_date" DESC NULLS LAST);