CREATE TABLE "book_preferences" (
	"user_id" uuid NOT NULL,
	"grade" integer NOT NULL,
	"subject" text NOT NULL,
	"book_ids" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_preferences_user_id_grade_subject_pk" PRIMARY KEY("user_id","grade","subject")
);
--> statement-breakpoint
CREATE TABLE "child_book_selections" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"book_ids" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"note_id" uuid,
	"share_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"subject" text,
	"assigned_by" uuid NOT NULL,
	"assigned_by_role" text NOT NULL,
	"batch_id" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "study_assignments_one_item" CHECK (("study_assignments"."note_id" is null) <> ("study_assignments"."share_id" is null))
);
--> statement-breakpoint
CREATE TABLE "study_share_files" (
	"share_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "study_share_files_share_id_file_id_pk" PRIMARY KEY("share_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "study_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_preferences" ADD CONSTRAINT "book_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_book_selections" ADD CONSTRAINT "child_book_selections_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_assignments" ADD CONSTRAINT "study_assignments_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_assignments" ADD CONSTRAINT "study_assignments_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_assignments" ADD CONSTRAINT "study_assignments_share_id_study_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."study_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_assignments" ADD CONSTRAINT "study_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_share_files" ADD CONSTRAINT "study_share_files_share_id_study_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."study_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_share_files" ADD CONSTRAINT "study_share_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_shares" ADD CONSTRAINT "study_shares_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_assignments_child_idx" ON "study_assignments" USING btree ("child_id","assigned_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "study_assignments_note_child_uq" ON "study_assignments" USING btree ("note_id","child_id");--> statement-breakpoint
CREATE INDEX "study_assignments_share_idx" ON "study_assignments" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "study_assignments_assigned_by_idx" ON "study_assignments" USING btree ("assigned_by","assigned_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "study_assignments_batch_idx" ON "study_assignments" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "study_share_files_file_idx" ON "study_share_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "study_shares_owner_idx" ON "study_shares" USING btree ("owner_id","created_at");