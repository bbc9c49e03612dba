CREATE TABLE "referral_award_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"award_id" integer NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referred_user_id" uuid NOT NULL,
	"amount_kobo" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"award_action" smallint NOT NULL,
	"title" text NOT NULL,
	"page_url" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"has_raffle_draw" boolean DEFAULT false NOT NULL,
	"is_cash" boolean DEFAULT false NOT NULL,
	"amount_kobo" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_awards_period_check" CHECK ("referral_awards"."start_date" <= "referral_awards"."end_date"),
	CONSTRAINT "referral_awards_amount_check" CHECK ("referral_awards"."amount_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_by" uuid;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "carries_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_award_payouts" ADD CONSTRAINT "referral_award_payouts_award_id_referral_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."referral_awards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_award_payouts" ADD CONSTRAINT "referral_award_payouts_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_award_payouts" ADD CONSTRAINT "referral_award_payouts_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_award_payouts_once_key" ON "referral_award_payouts" USING btree ("award_id","referred_user_id");--> statement-breakpoint
CREATE INDEX "referral_awards_period_idx" ON "referral_awards" USING btree ("start_date","end_date");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_channel_created_at_idx" ON "outbox_messages" USING btree ("channel","created_at");