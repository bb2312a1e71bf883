ALTER TABLE "caretakers" ADD COLUMN "police_verified_on" text;--> statement-breakpoint
ALTER TABLE "caretakers" ADD COLUMN "police_verification_image_id" uuid;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "police_verified_on" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "police_verification_image_id" uuid;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "dl_expiry" text;--> statement-breakpoint
ALTER TABLE "caretakers" ADD CONSTRAINT "caretakers_police_verification_image_id_files_id_fk" FOREIGN KEY ("police_verification_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_police_verification_image_id_files_id_fk" FOREIGN KEY ("police_verification_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;