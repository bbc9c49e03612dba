CREATE INDEX "users_name_phone_trgm_idx" ON "users" USING gin ((lower("firstname" || ' ' || "surname" || ' ' || coalesce("phone_number", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rides_destination_trgm_idx" ON "rides" USING gin (lower("destination_address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rides_car_name_trgm_idx" ON "rides" USING gin (lower("car_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rides_license_number_trgm_idx" ON "rides" USING gin (lower("license_number") gin_trgm_ops);