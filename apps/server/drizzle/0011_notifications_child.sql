ALTER TABLE "notifications" ADD COLUMN "child_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_child_seq_idx" ON "notifications" USING btree ("child_id","seq" DESC NULLS LAST);