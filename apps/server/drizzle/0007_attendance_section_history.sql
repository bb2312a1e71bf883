CREATE TABLE "kid_attendance_section_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"attendance_id" uuid NOT NULL,
	"type" text NOT NULL,
	"photo_file_id" uuid NOT NULL,
	"time" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"captured_by" uuid,
	"captured_at" timestamp with time zone NOT NULL,
	"edited_by" uuid,
	"edited_at" timestamp with time zone,
	"replaced_by" uuid,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kid_attendance_section_history" ADD CONSTRAINT "kid_attendance_section_history_attendance_id_kid_attendance_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."kid_attendance"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kid_attendance_section_history" ADD CONSTRAINT "kid_attendance_section_history_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kid_attendance_section_history" ADD CONSTRAINT "kid_attendance_section_history_captured_by_users_id_fk" FOREIGN KEY ("captured_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kid_attendance_section_history" ADD CONSTRAINT "kid_attendance_section_history_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kid_attendance_section_history" ADD CONSTRAINT "kid_attendance_section_history_replaced_by_users_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kid_attendance_section_history_record_idx" ON "kid_attendance_section_history" USING btree ("attendance_id","replaced_at");