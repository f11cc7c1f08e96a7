CREATE TABLE "task_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"owner_role" text NOT NULL,
	"worksheet_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"subject" text NOT NULL,
	"task_type" text NOT NULL,
	"target_type" text NOT NULL,
	"hint_enabled" boolean DEFAULT true NOT NULL,
	"due_date" timestamp with time zone,
	"task_code" text NOT NULL,
	"code_live" boolean DEFAULT true NOT NULL,
	"is_olympiad" boolean DEFAULT false NOT NULL,
	"olympiad_provider" text,
	"olympiad_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_groups_code_format" CHECK ("task_groups"."task_code" ~ '^[A-Z2-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"batch_id" uuid,
	"state" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"evaluated_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"badge_code" text NOT NULL,
	"category" text NOT NULL,
	"emoji" text NOT NULL,
	"label" text NOT NULL,
	"message" text NOT NULL,
	"subject" text,
	"owner_id" uuid,
	"is_olympiad" boolean DEFAULT false NOT NULL,
	"task_id" uuid,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"is_olympiad" boolean DEFAULT false NOT NULL,
	"overall_score" double precision NOT NULL,
	"original_overall_score" double precision NOT NULL,
	"marks_awarded" double precision NOT NULL,
	"max_score" double precision NOT NULL,
	"grade" text NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"detailed_feedback" text DEFAULT '' NOT NULL,
	"strengths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"areas_for_improvement" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"learning_suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parent_insights" text DEFAULT '' NOT NULL,
	"question_analysis" jsonb NOT NULL,
	"concept_analysis" jsonb NOT NULL,
	"learning_analytics" jsonb NOT NULL,
	"needs_review_count" integer DEFAULT 0 NOT NULL,
	"graded_with" text NOT NULL,
	"edit_count" integer DEFAULT 0 NOT NULL,
	"max_edits" integer DEFAULT 2 NOT NULL,
	"edit_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grading_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"question_number" integer NOT NULL,
	"question_type" text NOT NULL,
	"graded_by" text NOT NULL,
	"engine_marks" double precision NOT NULL,
	"adult_marks" double precision NOT NULL,
	"max_marks" double precision NOT NULL,
	"editor_id" uuid,
	"editor_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_files" (
	"submission_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"submitted_by" uuid NOT NULL,
	"method" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submission_text" text,
	"hints_used" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extraction" jsonb,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wellbeing_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"task_id" uuid,
	"responses" jsonb NOT NULL,
	"score" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_groups" ADD CONSTRAINT "task_groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_groups" ADD CONSTRAINT "task_groups_worksheet_id_worksheets_id_fk" FOREIGN KEY ("worksheet_id") REFERENCES "public"."worksheets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_group_id_task_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."task_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_agreements" ADD CONSTRAINT "grading_agreements_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_agreements" ADD CONSTRAINT "grading_agreements_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellbeing_responses" ADD CONSTRAINT "wellbeing_responses_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellbeing_responses" ADD CONSTRAINT "wellbeing_responses_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_groups_owner_idx" ON "task_groups" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "task_groups_worksheet_id_idx" ON "task_groups" USING btree ("worksheet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_groups_live_code_uq" ON "task_groups" USING btree ("task_code") WHERE "task_groups"."code_live";--> statement-breakpoint
CREATE INDEX "tasks_child_state_idx" ON "tasks" USING btree ("child_id","state","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_group_child_uq" ON "tasks" USING btree ("group_id","child_id");--> statement-breakpoint
CREATE INDEX "tasks_batch_id_idx" ON "tasks" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "badges_child_idx" ON "badges" USING btree ("child_id","awarded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "badges_child_code_task_uq" ON "badges" USING btree ("child_id","badge_code",coalesce("task_id"::text, ''));--> statement-breakpoint
CREATE INDEX "badges_task_id_idx" ON "badges" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "badges_owner_id_idx" ON "badges" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_submission_uq" ON "evaluations" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "evaluations_task_idx" ON "evaluations" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "evaluations_child_idx" ON "evaluations" USING btree ("child_id","created_at","id");--> statement-breakpoint
CREATE INDEX "evaluations_owner_idx" ON "evaluations" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "grading_agreements_evaluation_idx" ON "grading_agreements" USING btree ("evaluation_id");--> statement-breakpoint
CREATE INDEX "grading_agreements_type_idx" ON "grading_agreements" USING btree ("question_type","graded_by");--> statement-breakpoint
CREATE INDEX "grading_agreements_editor_idx" ON "grading_agreements" USING btree ("editor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submission_files_pk" ON "submission_files" USING btree ("submission_id","position");--> statement-breakpoint
CREATE INDEX "submission_files_file_id_idx" ON "submission_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "submissions_task_idx" ON "submissions" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_child_idx" ON "submissions" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_submitted_by_idx" ON "submissions" USING btree ("submitted_by");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_idempotency_uq" ON "submissions" USING btree ("submitted_by","idempotency_key") WHERE "submissions"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "wellbeing_child_idx" ON "wellbeing_responses" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "wellbeing_task_id_idx" ON "wellbeing_responses" USING btree ("task_id");