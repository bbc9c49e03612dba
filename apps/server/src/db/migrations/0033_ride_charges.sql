ALTER TABLE "ride_money_movements" DROP CONSTRAINT "ride_money_movements_kind_check";--> statement-breakpoint
ALTER TABLE "rides" DROP CONSTRAINT "rides_money_check";--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "fare_distance_metres" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "fare_unit_kobo" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "shared_discount_kobo" integer;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "fees_kobo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ride_money_movements" ADD CONSTRAINT "ride_money_movements_kind_check" CHECK ("ride_money_movements"."kind" in ('hold', 'release', 'capture', 'commission', 'promotion', 'cancellation_fee', 'card_charge', 'owed_payment', 'tip', 'fee', 'refund'));--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_money_check" CHECK ("rides"."payment_method" between 1 and 3 and "rides"."payment_status" between 1 and 6 and "rides"."held_amount_kobo" >= 0 and "rides"."promo_discount_kobo" >= 0 and coalesce("rides"."final_amount_kobo", 0) >= 0 and "rides"."owed_amount_kobo" >= 0 and "rides"."commission_owed_kobo" >= 0 and "rides"."fees_kobo" >= 0);