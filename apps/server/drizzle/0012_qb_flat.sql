CREATE TABLE "qb_question_counts" (
	"question_mode" text NOT NULL,
	"board" text NOT NULL,
	"grade" integer NOT NULL,
	"subject" text NOT NULL,
	"chapter" text NOT NULL,
	"topic" text NOT NULL,
	"difficulty" text NOT NULL,
	"question_type" text NOT NULL,
	"olympiad_code" text NOT NULL,
	"n" bigint NOT NULL,
	"board_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace("board", '\s+', ' ', 'g')))) STORED NOT NULL,
	"subject_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace("subject", '\s+', ' ', 'g')))) STORED NOT NULL,
	"chapter_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace("chapter", '\s+', ' ', 'g')))) STORED NOT NULL,
	"topic_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace("topic", '\s+', ' ', 'g')))) STORED NOT NULL,
	"olympiad_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace("olympiad_code", '\s+', ' ', 'g')))) STORED NOT NULL,
	CONSTRAINT "qb_question_counts_pkey" PRIMARY KEY("question_mode","board","grade","subject","chapter","topic","difficulty","question_type","olympiad_code")
);
--> statement-breakpoint
DROP INDEX "qb_questions_lookup_idx";--> statement-breakpoint
DROP INDEX "qb_questions_olympiad_idx";--> statement-breakpoint
ALTER TABLE "qb_questions" ADD COLUMN "board_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace("board", '\s+', ' ', 'g')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "qb_questions" ADD COLUMN "subject_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace("subject", '\s+', ' ', 'g')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "qb_questions" ADD COLUMN "chapter_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace("chapter", '\s+', ' ', 'g')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "qb_questions" ADD COLUMN "topic_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace("topic", '\s+', ' ', 'g')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "qb_questions" ADD COLUMN "olympiad_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace("olympiad_code", '\s+', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "qb_questions" ADD COLUMN "sample_key" integer GENERATED ALWAYS AS (('x' || substr("content_hash", 1, 8))::bit(32)::int) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "qb_question_counts_filter_idx" ON "qb_question_counts" USING btree ("question_mode","board_key","grade","subject_key","chapter_key");--> statement-breakpoint
CREATE INDEX "qb_questions_olympiad_idx" ON "qb_questions" USING btree ("olympiad_key","grade");--> statement-breakpoint
-- Browse: the cascading filters then the list order, so a filtered page is a range of this index; the INCLUDE
-- columns let the other filters be checked in the index alone (an index-only scan finds a page's ids).
CREATE INDEX "qb_questions_browse_idx" ON "qb_questions" USING btree
  ("question_mode", "board_key", "grade", "subject_key", "chapter_key", "topic_key", "created_at", "id")
  INCLUDE ("difficulty", "question_type", "olympiad_key");
--> statement-breakpoint
-- The list order, carrying every filter column: broad filters walk it in order without touching the table.
CREATE INDEX "qb_questions_order_idx" ON "qb_questions" USING btree ("created_at", "id")
  INCLUDE ("question_mode", "board_key", "grade", "subject_key", "chapter_key", "topic_key", "difficulty", "question_type", "olympiad_key");
--> statement-breakpoint
-- Worksheet source: per question type and board, rows in sample order from a seeded start; topic, chapter and
-- difficulty filters are checked in the index.
CREATE INDEX "qb_questions_source_idx" ON "qb_questions" USING btree
  ("question_mode", "grade", "subject_key", "question_type", "board_key", "sample_key")
  INCLUDE ("id", "topic_key", "chapter_key", "difficulty", "olympiad_key");
--> statement-breakpoint
-- Counts kept by statement triggers over the transition tables: one grouped upsert per statement, whatever its size.
-- Groups are upserted in key order so concurrent writers lock them in the same order; groups that reach zero are
-- deleted by primary key (only those the statement touched).
CREATE FUNCTION qb_question_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO qb_question_counts AS c
      (question_mode, board, grade, subject, chapter, topic, difficulty, question_type, olympiad_code, n)
    SELECT question_mode, board, grade, subject, chapter, topic, difficulty, question_type, coalesce(olympiad_code, ''), count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT qb_question_counts_pkey DO UPDATE SET n = c.n + excluded.n;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO qb_question_counts AS c
      (question_mode, board, grade, subject, chapter, topic, difficulty, question_type, olympiad_code, n)
    SELECT question_mode, board, grade, subject, chapter, topic, difficulty, question_type, coalesce(olympiad_code, ''), -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT qb_question_counts_pkey DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO qb_question_counts AS c
      (question_mode, board, grade, subject, chapter, topic, difficulty, question_type, olympiad_code, n)
    SELECT question_mode, board, grade, subject, chapter, topic, difficulty, question_type, olympiad_code, sum(d)
    FROM (
      SELECT question_mode, board, grade, subject, chapter, topic, difficulty, question_type, coalesce(olympiad_code, '') AS olympiad_code, -1 AS d FROM old_rows
      UNION ALL
      SELECT question_mode, board, grade, subject, chapter, topic, difficulty, question_type, coalesce(olympiad_code, ''), 1 FROM new_rows
    ) x
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT qb_question_counts_pkey DO UPDATE SET n = c.n + excluded.n;
  END IF;
  DELETE FROM qb_question_counts c
  USING (SELECT DISTINCT question_mode, board, grade, subject, chapter, topic, difficulty, question_type,
           coalesce(olympiad_code, '') AS olympiad_code FROM old_rows) o
  WHERE c.n <= 0 AND c.question_mode = o.question_mode AND c.board = o.board AND c.grade = o.grade
    AND c.subject = o.subject AND c.chapter = o.chapter AND c.topic = o.topic AND c.difficulty = o.difficulty
    AND c.question_type = o.question_type AND c.olympiad_code = o.olympiad_code;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER qb_questions_count_insert AFTER INSERT ON qb_questions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qb_question_counts_apply();
--> statement-breakpoint
CREATE TRIGGER qb_questions_count_delete AFTER DELETE ON qb_questions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qb_question_counts_apply();
--> statement-breakpoint
CREATE TRIGGER qb_questions_count_update AFTER UPDATE ON qb_questions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qb_question_counts_apply();
--> statement-breakpoint
CREATE FUNCTION qb_question_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM qb_question_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER qb_questions_count_truncate AFTER TRUNCATE ON qb_questions
  FOR EACH STATEMENT EXECUTE FUNCTION qb_question_counts_clear();
--> statement-breakpoint
INSERT INTO qb_question_counts (question_mode, board, grade, subject, chapter, topic, difficulty, question_type, olympiad_code, n)
SELECT question_mode, board, grade, subject, chapter, topic, difficulty, question_type, coalesce(olympiad_code, ''), count(*)
FROM qb_questions GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
