CREATE TABLE "podcast_health_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"network_label" text NOT NULL,
	"url" text NOT NULL,
	"status" integer,
	"latency_ms" integer NOT NULL,
	"is_error" boolean NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "podcast_health_checks" ADD CONSTRAINT "podcast_health_checks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "podcast_health_checks_project_idx" ON "podcast_health_checks" USING btree ("project_id","created_at");