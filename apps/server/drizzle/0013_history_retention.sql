ALTER TABLE "kid_attendance_section_history" ALTER COLUMN "photo_file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kid_attendance_section_history" ALTER COLUMN "latitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kid_attendance_section_history" ALTER COLUMN "longitude" DROP NOT NULL;