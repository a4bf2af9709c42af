CREATE TABLE "project_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"primary" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp (3) with time zone,
	"expires_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_domains_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
ALTER TABLE "project_domains" ADD CONSTRAINT "project_domains_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_domains_domain_idx" ON "project_domains" USING btree ("domain");