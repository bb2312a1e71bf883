CREATE TABLE "erasure_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"requested_by" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kid_ids" jsonb NOT NULL,
	"parent_ids" jsonb NOT NULL,
	"confirmed_by" uuid,
	"completed_at" timestamp with time zone,
	"summary" jsonb
);
--> statement-breakpoint
CREATE TABLE "pending_file_removals" (
	"path" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_consents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"notice_version" text NOT NULL,
	"decision" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"retention_days" integer NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"photos_removed" integer DEFAULT 0 NOT NULL,
	"sections_cleared" integer DEFAULT 0 NOT NULL,
	"answers_removed" integer DEFAULT 0 NOT NULL,
	"runner" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kid_attendance_sections" ALTER COLUMN "photo_file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kid_attendance_sections" ALTER COLUMN "latitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kid_attendance_sections" ALTER COLUMN "longitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kid_attendance_sections" ADD COLUMN "media_removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "erasure_requests_status_idx" ON "erasure_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "privacy_consents_user_idx" ON "privacy_consents" USING btree ("user_id","decided_at");--> statement-breakpoint
CREATE INDEX "retention_runs_started_idx" ON "retention_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "kid_attendance_sections_captured_idx" ON "kid_attendance_sections" USING btree ("captured_at");