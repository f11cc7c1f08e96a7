CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"grade" integer NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_grade_range" CHECK ("batches"."grade" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "coaching_relationships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"batch_id" uuid,
	"subject" text NOT NULL,
	"request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaching_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"batch_id" uuid,
	"parent_email" text NOT NULL,
	"child_name" text NOT NULL,
	"child_grade" integer,
	"subject" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"child_id" uuid,
	"new_parent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "coaching_requests_grade_range" CHECK ("coaching_requests"."child_grade" is null or "coaching_requests"."child_grade" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_relationships" ADD CONSTRAINT "coaching_relationships_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_relationships" ADD CONSTRAINT "coaching_relationships_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_relationships" ADD CONSTRAINT "coaching_relationships_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_relationships" ADD CONSTRAINT "coaching_relationships_request_id_coaching_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."coaching_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_requests" ADD CONSTRAINT "coaching_requests_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_requests" ADD CONSTRAINT "coaching_requests_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_requests" ADD CONSTRAINT "coaching_requests_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_requests" ADD CONSTRAINT "coaching_requests_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_teacher_idx" ON "batches" USING btree ("teacher_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_relationships_coach_child_subject_uq" ON "coaching_relationships" USING btree ("coach_id","child_id","subject");--> statement-breakpoint
CREATE INDEX "coaching_relationships_coach_idx" ON "coaching_relationships" USING btree ("coach_id","created_at","id");--> statement-breakpoint
CREATE INDEX "coaching_relationships_child_id_idx" ON "coaching_relationships" USING btree ("child_id","coach_id");--> statement-breakpoint
CREATE INDEX "coaching_relationships_batch_idx" ON "coaching_relationships" USING btree ("batch_id","created_at","id");--> statement-breakpoint
CREATE INDEX "coaching_relationships_request_id_idx" ON "coaching_relationships" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "coaching_requests_coach_idx" ON "coaching_requests" USING btree ("coach_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "coaching_requests_parent_idx" ON "coaching_requests" USING btree ("parent_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "coaching_requests_batch_id_idx" ON "coaching_requests" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "coaching_requests_child_id_idx" ON "coaching_requests" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_requests_pending_uq" ON "coaching_requests" USING btree ("coach_id","parent_id",lower("child_name"),"subject") WHERE "coaching_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;