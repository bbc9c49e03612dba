CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"unit_kobo" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"weight_kg" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_amounts_check" CHECK ("order_items"."unit_kobo" > 0 and "order_items"."quantity" > 0 and "order_items"."amount_kobo" = "order_items"."unit_kobo" * "order_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"surname" text NOT NULL,
	"firstname" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"email_lower" text NOT NULL,
	"address" text NOT NULL,
	"user_id" uuid,
	"include_shipping" boolean NOT NULL,
	"shipping_fee_kobo" bigint DEFAULT 0 NOT NULL,
	"items_kobo" bigint NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"vat_kobo" bigint NOT NULL,
	"total_kobo" bigint NOT NULL,
	"due_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"search_text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" between 1 and 5),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."items_kobo" > 0 and "orders"."shipping_fee_kobo" >= 0 and "orders"."vat_kobo" >= 0 and "orders"."total_kobo" = "orders"."items_kobo" + "orders"."shipping_fee_kobo" + "orders"."vat_kobo")
);
--> statement-breakpoint
CREATE TABLE "payment_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"gateway" smallint NOT NULL,
	"reference" text NOT NULL,
	"outcome" text DEFAULT 'open' NOT NULL,
	"provider_reference" text,
	"refund_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_references_gateway_check" CHECK ("payment_references"."gateway" in (1, 4)),
	CONSTRAINT "payment_references_outcome_check" CHECK ("payment_references"."outcome" in ('open', 'paid', 'failed', 'mismatch', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"gateway" smallint,
	"status" smallint DEFAULT 1 NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"reference" text,
	"confirmed_by" uuid,
	"completed_at" timestamp with time zone,
	"selected_order_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" between 1 and 6),
	CONSTRAINT "payments_gateway_check" CHECK ("payments"."gateway" is null or "payments"."gateway" between 1 and 4),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_position_unique" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_email_lower_idx" ON "orders" USING btree ("email_lower","created_at");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_references_reference_key" ON "payment_references" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_references_provider_reference_key" ON "payment_references" USING btree ("gateway","provider_reference");--> statement-breakpoint
CREATE INDEX "payment_references_payment_id_idx" ON "payment_references" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_references_one_paid_key" ON "payment_references" USING btree ("payment_id") WHERE "payment_references"."outcome" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_unique" ON "payments" USING btree ("reference") WHERE "payments"."reference" is not null;--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_created_at_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");