CREATE TABLE "kid_institutes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kid_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"coach_name" text NOT NULL,
	"phone_no" text NOT NULL,
	"email" text NOT NULL,
	"inst_address" text NOT NULL,
	"course_name" text NOT NULL,
	"course_id" text NOT NULL,
	"course_start_time" text NOT NULL,
	"course_end_time" text NOT NULL,
	"course_duration_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kid_parents" (
	"kid_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"relation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kid_parents_kid_id_relation_pk" PRIMARY KEY("kid_id","relation")
);
--> statement-breakpoint
CREATE TABLE "kids" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kid_name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"blood_group" text NOT NULL,
	"status" text NOT NULL,
	"joining_date" text NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"kids_image_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"occupation" text NOT NULL,
	"aadhaar_ciphertext" text NOT NULL,
	"aadhaar_last4" text NOT NULL,
	"aadhar_front_image_id" uuid,
	"aadhar_back_image_id" uuid,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kid_institutes" ADD CONSTRAINT "kid_institutes_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kid_parents" ADD CONSTRAINT "kid_parents_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kid_parents" ADD CONSTRAINT "kid_parents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kids" ADD CONSTRAINT "kids_kids_image_id_files_id_fk" FOREIGN KEY ("kids_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kids" ADD CONSTRAINT "kids_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD CONSTRAINT "parent_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD CONSTRAINT "parent_profiles_aadhar_front_image_id_files_id_fk" FOREIGN KEY ("aadhar_front_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD CONSTRAINT "parent_profiles_aadhar_back_image_id_files_id_fk" FOREIGN KEY ("aadhar_back_image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD CONSTRAINT "parent_profiles_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kid_institutes_kid_position_key" ON "kid_institutes" USING btree ("kid_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "kid_parents_kid_user_key" ON "kid_parents" USING btree ("kid_id","user_id");--> statement-breakpoint
CREATE INDEX "kid_parents_user_idx" ON "kid_parents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kids_created_idx" ON "kids" USING btree ("created_at","id");