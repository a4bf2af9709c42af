ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp (3) with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "consent_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "consent_page" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "consent_text" text;--> statement-breakpoint
CREATE INDEX "subscribers_created_idx" ON "subscribers" USING btree ("project_id","created_at");