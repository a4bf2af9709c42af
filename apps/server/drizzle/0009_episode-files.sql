CREATE TABLE "episode_files" (
	"url" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"parsed" jsonb,
	"failure" text,
	"fetched_at" timestamp (3) with time zone NOT NULL
);
