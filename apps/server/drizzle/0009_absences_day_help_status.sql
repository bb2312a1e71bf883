CREATE TABLE "kid_absences" (
	"kid_id" uuid NOT NULL,
	"date" text NOT NULL,
	"leg" text NOT NULL,
	"source" text NOT NULL,
	"marked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kid_absences_kid_id_date_leg_pk" PRIMARY KEY("kid_id","date","leg")
);
--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "status_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "status_updated_by" uuid;--> statement-breakpoint
ALTER TABLE "route_assignments" ADD COLUMN "run" text DEFAULT 'morning' NOT NULL;--> statement-breakpoint
ALTER TABLE "kid_absences" ADD CONSTRAINT "kid_absences_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kid_absences" ADD CONSTRAINT "kid_absences_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kid_absences_date_idx" ON "kid_absences" USING btree ("date");--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_status_updated_by_users_id_fk" FOREIGN KEY ("status_updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_requests_kid_idx" ON "help_requests" USING btree ("kid_id");