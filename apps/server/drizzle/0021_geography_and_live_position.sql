CREATE TABLE "eta_promises" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kid_id" uuid NOT NULL,
	"assignment_id" uuid,
	"date" text NOT NULL,
	"leg" text NOT NULL,
	"lead_minutes" integer NOT NULL,
	"told_at" timestamp with time zone NOT NULL,
	"promised_at" timestamp with time zone NOT NULL,
	"arrived_at" timestamp with time zone,
	"times" integer DEFAULT 1 NOT NULL,
	"late_told_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "run_starts" (
	"assignment_id" uuid NOT NULL,
	"date" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"started_by" uuid
);
--> statement-breakpoint
CREATE TABLE "vehicle_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vehicle_id" uuid,
	"assignment_id" uuid,
	"source" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy_m" real,
	"speed_kmh" real,
	"bearing" real,
	"altitude_m" real,
	"battery" real,
	"recorded_by" uuid
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"registration_number" text NOT NULL,
	"seats" integer NOT NULL,
	"permit_expires_on" text,
	"fitness_expires_on" text,
	"insurance_expires_on" text,
	"puc_expires_on" text,
	"tracker_id" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "kid_institutes" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "kid_institutes" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "kids" ADD COLUMN "home_lat" double precision;--> statement-breakpoint
ALTER TABLE "kids" ADD COLUMN "home_lng" double precision;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "approach_lead_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "route_assignments" ADD COLUMN "vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "eta_promises" ADD CONSTRAINT "eta_promises_kid_id_kids_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."kids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eta_promises" ADD CONSTRAINT "eta_promises_assignment_id_route_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."route_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_starts" ADD CONSTRAINT "run_starts_assignment_id_route_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."route_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_starts" ADD CONSTRAINT "run_starts_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_positions" ADD CONSTRAINT "vehicle_positions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_positions" ADD CONSTRAINT "vehicle_positions_assignment_id_route_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."route_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_positions" ADD CONSTRAINT "vehicle_positions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eta_promises_kid_date_leg_key" ON "eta_promises" USING btree ("kid_id","date","leg");--> statement-breakpoint
CREATE INDEX "eta_promises_date_idx" ON "eta_promises" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "run_starts_assignment_date_key" ON "run_starts" USING btree ("assignment_id","date");--> statement-breakpoint
CREATE INDEX "vehicle_positions_vehicle_at_idx" ON "vehicle_positions" USING btree ("vehicle_id","at");--> statement-breakpoint
CREATE INDEX "vehicle_positions_assignment_at_idx" ON "vehicle_positions" USING btree ("assignment_id","at");--> statement-breakpoint
CREATE INDEX "vehicle_positions_at_idx" ON "vehicle_positions" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_registration_key" ON "vehicles" USING btree ("registration_number") WHERE "deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_tracker_key" ON "vehicles" USING btree ("tracker_id");--> statement-breakpoint
-- The assignment's van (docs/decisions/0260): declared here rather than in the table's schema file,
-- which would otherwise import the vehicles' schema and make the two files import each other.
ALTER TABLE "route_assignments" ADD CONSTRAINT "route_assignments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "route_assignments_vehicle_idx" ON "route_assignments" USING btree ("vehicle_id");
