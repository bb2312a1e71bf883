CREATE TABLE "caretakers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"dob" text NOT NULL,
	"alternate_phone_number" text NOT NULL,
	"aadhaar_ciphertext" text NOT NULL,
	"aadhaar_last4" text NOT NULL,
	"address" text NOT NULL,
	"aadhar_address" text,
	"profile_picture_id" uuid,
	"aadhar_front_image_id" uuid,
	"aadhar_back_image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"dob" text NOT NULL,
	"blood_group" text NOT NULL,
	"status" text NOT NULL,
	"alternate_phone" text NOT NULL,
	"aadhaar_ciphertext" text NOT NULL,
	"aadhaar_last4" text NOT NULL,
	"experience" numeric(4, 1) NOT NULL,
	"dl_no" text NOT NULL,
	"prev_company_name" text NOT NULL,
	"address" text NOT NULL,
	"profile_picture_id" uuid,
	"aadhar_front_image_id" uuid,
	"aadhar_back_image_id" uuid,
	"dl_front_image_id" uuid,
	"dl_back_image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"owner_user_id" uuid,
	"is_identity_document" boolean DEFAULT false NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"path" text NOT NULL,
	"thumb_path" text NOT NULL,
	"thumb_size" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_email_key";--> statement-breakpoint
DROP INDEX "users_mobile_key";--> statement-breakpoint
ALTER TABLE "caretakers" ADD CONSTRAINT "caretakers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caretakers" ADD CONSTRAINT "caretakers_profile_picture_id_files_id_fk" FOREIGN KEY ("profile_picture_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caretakers" ADD CONSTRAINT "caretakers_aadhar_front_image_id_files_id_fk" FOREIGN KEY ("aadhar_front_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caretakers" ADD CONSTRAINT "caretakers_aadhar_back_image_id_files_id_fk" FOREIGN KEY ("aadhar_back_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_profile_picture_id_files_id_fk" FOREIGN KEY ("profile_picture_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_aadhar_front_image_id_files_id_fk" FOREIGN KEY ("aadhar_front_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_aadhar_back_image_id_files_id_fk" FOREIGN KEY ("aadhar_back_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_dl_front_image_id_files_id_fk" FOREIGN KEY ("dl_front_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_dl_back_image_id_files_id_fk" FOREIGN KEY ("dl_back_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caretakers_user_key" ON "caretakers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "caretakers_created_idx" ON "caretakers" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_user_key" ON "drivers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "drivers_created_idx" ON "drivers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_key" ON "users" USING btree ("mobile") WHERE "deleted_at" is null;