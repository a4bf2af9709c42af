CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "background_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"color_hex" text NOT NULL,
	CONSTRAINT "background_colors_color_hex_unique" UNIQUE("color_hex")
);
--> statement-breakpoint
CREATE TABLE "campaign_opt_outs" (
	"itunes_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"properties" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_cache" (
	"url" text PRIMARY KEY NOT NULL,
	"etag" text,
	"last_modified" text,
	"body" text,
	"parsed" jsonb,
	"fetched_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_passcodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unique_key" text,
	"run_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp (3) with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_unique_key_unique" UNIQUE("unique_key")
);
--> statement-breakpoint
CREATE TABLE "mailing_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mailing_service_id" integer NOT NULL,
	"account_email" text NOT NULL,
	"credentials" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_name" text,
	CONSTRAINT "mailing_services_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "pies" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"main_type" text NOT NULL,
	"sub_type" text,
	"modal_title" text,
	"name" text,
	"value" text,
	"sortable" boolean NOT NULL,
	"sort_order" integer NOT NULL,
	"title" text,
	"title_text_color" text,
	"link_value" text,
	"background_color" text,
	"image_url" text,
	"description" text,
	"button_text" text,
	"success_message" text,
	"integration_id" integer,
	"mailing_list_id" text,
	"campaign_tag" text,
	"placeholder" text,
	"is_username" boolean NOT NULL,
	"icon_group" text,
	"icon_name" text,
	"icon_color" text,
	"price_tag" text,
	"price_tag_background_color" text,
	"price_tag_text_color" text,
	"display_effect_options" boolean NOT NULL,
	"is_pop" boolean NOT NULL,
	"is_hidden" boolean NOT NULL,
	"title_font_size" integer,
	"description_font_size" integer,
	"updated_at" timestamp (3) with time zone,
	"social_username" text,
	"schedule_from_date" timestamp (3) with time zone,
	"schedule_to_date" timestamp (3) with time zone,
	"schedule_from_date_str" text,
	"schedule_to_date_str" text,
	"schedule_time_zone" text,
	"countdown_from_date" timestamp (3) with time zone,
	"countdown_to_date" timestamp (3) with time zone,
	"countdown_from_date_str" text,
	"countdown_to_date_str" text,
	"countdown_time_zone" text,
	"artwork_uuid" text,
	"artwork_cdn_url" text,
	"artwork_original_url" text,
	"artwork_mime_type" text
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"pies_updated_at" timestamp (3) with time zone,
	"text_color" text NOT NULL,
	"button_text_color" text NOT NULL,
	"button_color" text NOT NULL,
	"linear_gradient" text,
	"degree" integer NOT NULL,
	"gradient_color_from" text,
	"gradient_color_to" text,
	"solid_color" text NOT NULL,
	"background_type" text NOT NULL,
	"artwork_uuid" text,
	"artwork_cdn_url" text,
	"artwork_original_url" text,
	"artwork_mime_type" text,
	"background_image_uuid" text,
	"background_image_cdn_url" text,
	"background_image_original_url" text,
	"background_image_mime_type" text,
	"selected_theme_id" integer,
	"qr_size" integer NOT NULL,
	"qr_level" text NOT NULL,
	"qr_color" text NOT NULL,
	"google_analytics_id" text,
	"facebook_pixel_id" text,
	"is_check_podcast_health" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"theme_name" text NOT NULL,
	"background_type" text NOT NULL,
	"solid_color" text,
	"degree" integer NOT NULL,
	"gradient_color_from" text,
	"gradient_color_to" text,
	"text_color" text NOT NULL,
	"button_color" text NOT NULL,
	"button_text_color" text NOT NULL,
	CONSTRAINT "themes_theme_name_unique" UNIQUE("theme_name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"is_activated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_passcodes" ADD CONSTRAINT "invite_passcodes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_integrations" ADD CONSTRAINT "mailing_integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_integrations" ADD CONSTRAINT "mailing_integrations_mailing_service_id_mailing_services_id_fk" FOREIGN KEY ("mailing_service_id") REFERENCES "mailing_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pies" ADD CONSTRAINT "pies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_client_idx" ON "auth_tokens" USING btree ("client");--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invite_passcodes_user_idx" ON "invite_passcodes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."locked_at" is null;--> statement-breakpoint
CREATE INDEX "mailing_integrations_user_idx" ON "mailing_integrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pies_project_order_idx" ON "pies" USING btree ("project_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_lower_idx" ON "projects" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "projects_user_idx" ON "projects" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_project_email_idx" ON "subscribers" USING btree ("project_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));