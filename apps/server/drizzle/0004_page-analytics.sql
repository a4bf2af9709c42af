CREATE TABLE "analytics_settings" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"recording" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_stats" (
	"project_id" integer NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "page_stats_project_id_day_metric_dimension_pk" PRIMARY KEY("project_id","day","metric","dimension")
);
--> statement-breakpoint
CREATE TABLE "page_visitors" (
	"project_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "page_visitors_project_id_day_visitor_pk" PRIMARY KEY("project_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "analytics_settings" ADD CONSTRAINT "analytics_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_stats" ADD CONSTRAINT "page_stats_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_visitors" ADD CONSTRAINT "page_visitors_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_stats_day_idx" ON "page_stats" USING btree ("day");