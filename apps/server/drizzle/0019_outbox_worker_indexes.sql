DROP INDEX "notification_jobs_due_idx";--> statement-breakpoint
CREATE INDEX "notification_jobs_queued_idx" ON "notification_jobs" USING btree ("next_attempt_at") WHERE "status" = 'queued';--> statement-breakpoint
CREATE INDEX "notification_jobs_sending_idx" ON "notification_jobs" USING btree ("locked_until") WHERE "status" = 'sending';