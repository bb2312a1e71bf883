CREATE TABLE "route_assignment_kids" (
	"assignment_id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"kid_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "route_assignment_kids_assignment_id_kid_id_pk" PRIMARY KEY("assignment_id","kid_id")
);
--> statement-breakpoint
CREATE TABLE "route_assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"route_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"caretaker_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_marks" (
	"route_id" uuid NOT NULL,
	"kid_id" uuid NOT NULL,
	"date" text NOT NULL,
	"mark" text NOT NULL,
	"marked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_marks_route_id_date_kid_id_pk" PRIMARY KEY("route_id","date","kid_id")
);
--> statement-breakpoint
CREATE TABLE "transport_routes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"distance" numeric(8, 2) NOT NULL,
	"estimated_time" numeric(8, 2) NOT NULL,
	"stops" jsonb NOT NULL,
	"sub_routes" jsonb NOT NULL,
	"description" text NOT NULL,
	"from_place" text NOT NULL,
	"to_place" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "route_assignment_kids" ADD CONSTRAINT "route_assignment_kids_assignment_id_route_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."route_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_assignment_kids" ADD CONSTRAINT "route_assignment_kids_route_id_transport_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."transport_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_assignment_kids" ADD CONSTRAINT "route_assignment_kids_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_assignments" ADD CONSTRAINT "route_assignments_route_id_transport_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."transport_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_assignments" ADD CONSTRAINT "route_assignments_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_assignments" ADD CONSTRAINT "route_assignments_caretaker_id_caretakers_id_fk" FOREIGN KEY ("caretaker_id") REFERENCES "public"."caretakers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_assignments" ADD CONSTRAINT "route_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_marks" ADD CONSTRAINT "route_marks_route_id_transport_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."transport_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_marks" ADD CONSTRAINT "route_marks_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_marks" ADD CONSTRAINT "route_marks_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_routes" ADD CONSTRAINT "transport_routes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "route_assignment_kids_route_kid_key" ON "route_assignment_kids" USING btree ("route_id","kid_id");--> statement-breakpoint
CREATE INDEX "route_assignment_kids_kid_idx" ON "route_assignment_kids" USING btree ("kid_id");--> statement-breakpoint
CREATE INDEX "route_assignments_route_idx" ON "route_assignments" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "route_assignments_driver_idx" ON "route_assignments" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "route_assignments_caretaker_idx" ON "route_assignments" USING btree ("caretaker_id");--> statement-breakpoint
CREATE INDEX "route_assignments_created_idx" ON "route_assignments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_routes_name_key" ON "transport_routes" USING btree (lower("name")) WHERE "deleted_at" is null;