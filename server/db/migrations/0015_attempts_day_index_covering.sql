-- The teacher's class view (docs/product.md §12) reads each member's answers of the last 7 or 30
-- days by (user_id, answered_day): with the question, module and verdict in the index it reads
-- the index alone. Same key as before, so every existing use of the index keeps it.
DROP INDEX IF EXISTS "attempts_user_answered_day_idx";--> statement-breakpoint
CREATE INDEX "attempts_user_answered_day_idx" ON "attempts" USING btree ("user_id","answered_day") INCLUDE ("module","question_id","correct");
