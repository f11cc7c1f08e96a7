CREATE TABLE "ai_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"config" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_config_single_row" CHECK ("ai_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "reference_texts" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"method" text NOT NULL,
	"truncated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worksheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"creator_role" text NOT NULL,
	"title" text NOT NULL,
	"subject" text NOT NULL,
	"grade" integer NOT NULL,
	"board" text NOT NULL,
	"topics" jsonb NOT NULL,
	"difficulty" text NOT NULL,
	"mode" text DEFAULT 'practice' NOT NULL,
	"questions" jsonb NOT NULL,
	"num_questions" integer NOT NULL,
	"is_olympiad" boolean DEFAULT false NOT NULL,
	"olympiad_metadata" jsonb,
	"shortfall" jsonb,
	"generator_model" text NOT NULL,
	"is_modified" boolean DEFAULT false NOT NULL,
	"modified_at" timestamp with time zone,
	"enhanced" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"grade" integer NOT NULL,
	"board" text NOT NULL,
	"topics" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"mermaid" text,
	"generator_model" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_config" ADD CONSTRAINT "ai_config_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_texts" ADD CONSTRAINT "reference_texts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheets" ADD CONSTRAINT "worksheets_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "worksheets_creator_id_idx" ON "worksheets" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_creator_id_idx" ON "notes" USING btree ("creator_id","created_at");