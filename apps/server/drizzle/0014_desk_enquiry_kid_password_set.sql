ALTER TABLE "enquiries" ADD COLUMN "kid_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE set null ON UPDATE no action;