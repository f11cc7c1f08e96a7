CREATE TABLE "mock_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"olympiad_code" text NOT NULL,
	"grade" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"submission_id" uuid,
	"closed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mock_attempts_open_task_uq" ON "mock_attempts" USING btree ("task_id") WHERE "mock_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "mock_attempts_task_idx" ON "mock_attempts" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "mock_attempts_child_idx" ON "mock_attempts" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "mock_attempts_submission_idx" ON "mock_attempts" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "mock_attempts_rank_idx" ON "mock_attempts" USING btree ("olympiad_code","grade") WHERE "mock_attempts"."submission_id" is not null;