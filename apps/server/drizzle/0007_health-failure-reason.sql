ALTER TABLE "podcast_health_checks" ADD COLUMN "reason" text;--> statement-breakpoint
-- Failed checks stored before reasons were kept get the one their status tells; no answer is "other".
UPDATE "podcast_health_checks" SET "reason" = CASE
  WHEN "status" IN (404, 410) THEN 'not_found'
  -- A 2xx answer failed only as a directory's own "not found" page.
  WHEN "status" BETWEEN 200 AND 299 THEN 'not_found'
  WHEN "status" IN (401, 403, 429) THEN 'refused'
  WHEN "status" >= 500 THEN 'server_error'
  ELSE 'other'
END WHERE "is_error";
