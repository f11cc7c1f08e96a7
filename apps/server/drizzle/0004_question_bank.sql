CREATE TABLE "qb_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_mode" text NOT NULL,
	"question_type" text NOT NULL,
	"difficulty" text NOT NULL,
	"board" text NOT NULL,
	"grade" integer NOT NULL,
	"subject" text NOT NULL,
	"chapter" text NOT NULL,
	"topic" text NOT NULL,
	"olympiad_code" text,
	"concept" text NOT NULL,
	"question_text" text NOT NULL,
	"options" jsonb,
	"answer" text NOT NULL,
	"accepted_answers" jsonb,
	"key_terms" jsonb,
	"answer_explanation" text NOT NULL,
	"marks" integer DEFAULT 1 NOT NULL,
	"misconceptions" jsonb,
	"diagram" jsonb,
	"generator_model" text DEFAULT 'seed' NOT NULL,
	"content_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qb_questions" ADD CONSTRAINT "qb_questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qb_questions_content_hash_key" ON "qb_questions" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "qb_questions_lookup_idx" ON "qb_questions" USING btree ("question_mode","board","grade","subject","chapter","topic");--> statement-breakpoint
CREATE INDEX "qb_questions_olympiad_idx" ON "qb_questions" USING btree ("olympiad_code","grade");--> statement-breakpoint
CREATE INDEX "qb_questions_created_by_idx" ON "qb_questions" USING btree ("created_by");