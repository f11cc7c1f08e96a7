CREATE INDEX "tasks_created_idx" ON "tasks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "evaluations_child_task_idx" ON "evaluations" USING btree ("child_id","task_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "evaluations_created_idx" ON "evaluations" USING btree ("created_at");