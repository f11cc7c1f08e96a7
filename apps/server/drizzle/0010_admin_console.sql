CREATE TABLE "qb_auto_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"engine" text NOT NULL,
	"board" text NOT NULL,
	"grade" integer NOT NULL,
	"subject" text NOT NULL,
	"chapter" text NOT NULL,
	"topics" jsonb NOT NULL,
	"questions_per_topic" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"slice" integer DEFAULT 0 NOT NULL,
	"stop_requested" boolean DEFAULT false NOT NULL,
	"total" integer NOT NULL,
	"generated" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"saved" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "users_role_idx";--> statement-breakpoint
ALTER TABLE "qb_auto_runs" ADD CONSTRAINT "qb_auto_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qb_auto_runs_created_by_idx" ON "qb_auto_runs" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qb_auto_runs_one_running_key" ON "qb_auto_runs" USING btree ("created_by") WHERE "qb_auto_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "qb_auto_runs_running_idx" ON "qb_auto_runs" USING btree ("status") WHERE "qb_auto_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The audit log view filters by category (the action's prefix) and pages newest first by id.
CREATE INDEX "audit_log_category_id_idx" ON "audit_log" USING btree (split_part("action", '.', 1), "id" DESC);
