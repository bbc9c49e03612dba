CREATE INDEX "users_full_name_idx" ON "users" USING btree (lower("firstname" || ' ' || "surname"));--> statement-breakpoint
CREATE INDEX "airtime_transactions_created_at_idx" ON "airtime_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "airtime_transactions_amount_kobo_idx" ON "airtime_transactions" USING btree ("amount_kobo");--> statement-breakpoint
CREATE INDEX "car_details_license_expiry_date_idx" ON "car_details" USING btree ("license_expiry_date");--> statement-breakpoint
CREATE INDEX "complaints_created_at_idx" ON "complaints" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_total_kobo_idx" ON "orders" USING btree ("total_kobo");--> statement-breakpoint
CREATE INDEX "outbox_messages_channel_status_idx" ON "outbox_messages" USING btree ("channel","status","id");--> statement-breakpoint
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("amount_kobo");--> statement-breakpoint
CREATE INDEX "ratings_star_rating_idx" ON "ratings" USING btree ("star_rating");--> statement-breakpoint
CREATE INDEX "rides_listed_amount_idx" ON "rides" USING btree (coalesce("final_amount_kobo", "amount_kobo", "estimated_amount_kobo"));--> statement-breakpoint
CREATE INDEX "rides_distance_metres_idx" ON "rides" USING btree ("distance_metres");--> statement-breakpoint
CREATE INDEX "wallet_transactions_created_at_idx" ON "wallet_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_amount_kobo_idx" ON "wallet_transactions" USING btree ("amount_kobo");