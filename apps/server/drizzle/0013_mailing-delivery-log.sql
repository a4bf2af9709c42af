CREATE TABLE "mailing_delivery_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"pie_id" integer NOT NULL,
	"integration_id" integer NOT NULL,
	"email" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mailing_delivery_log" ADD CONSTRAINT "mailing_delivery_log_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailing_delivery_log_block_idx" ON "mailing_delivery_log" USING btree ("project_id","pie_id","created_at");