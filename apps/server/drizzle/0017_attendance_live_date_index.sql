DROP INDEX "kid_attendance_date_idx";--> statement-breakpoint
CREATE INDEX "kid_attendance_live_date_kid_idx" ON "kid_attendance" USING btree ("date","kid_id") WHERE "deleted_at" is null;