ALTER TABLE "ride_settings" ADD COLUMN "cancellation_fee_kobo" integer DEFAULT 50000 NOT NULL;--> statement-breakpoint
ALTER TABLE "ride_settings" ADD COLUMN "cancellation_grace_minutes" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "ride_settings" ADD COLUMN "hold_margin_basis_points" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "ride_settings" ADD COLUMN "platform_commission_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ride_settings" ADD COLUMN "tip_max_kobo" integer DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "ride_settings" ADD CONSTRAINT "ride_settings_money_check" CHECK ("ride_settings"."cancellation_fee_kobo" >= 0 and "ride_settings"."cancellation_grace_minutes" between 0 and 1440 and "ride_settings"."hold_margin_basis_points" between 0 and 10000 and "ride_settings"."platform_commission_basis_points" between 0 and 10000 and "ride_settings"."tip_max_kobo" >= 0);