-- The teacher's class view (docs/decisions/011-classes.md): a per-learner, per-day total of round
-- answers and review answers, kept from now on by the statements that record them
-- (server/db/functions.sql sopan_record, the review submit), and filled here from the rows an
-- existing install already has.
CREATE TABLE "daily_activity" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"reviewed" integer DEFAULT 0 NOT NULL,
	"reviewed_correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_activity_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "daily_activity" ADD CONSTRAINT "daily_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "daily_activity" ("user_id", "day", "answered", "correct", "reviewed", "reviewed_correct")
SELECT "user_id", "day", sum("answered"), sum("correct"), sum("reviewed"), sum("reviewed_correct") FROM (
	SELECT "user_id", "day", "answered", "correct", 0 AS "reviewed", 0 AS "reviewed_correct"
	FROM "daily_progress" WHERE "answered" > 0
	UNION ALL
	SELECT "user_id", "day", 0, 0, count(*), count(*) FILTER (WHERE "correct")
	FROM "review_log" GROUP BY 1, 2
) x GROUP BY 1, 2;--> statement-breakpoint
-- The most-missed count reads the wrong answers alone, then the ten questions' totals by
-- (user, question, day); 0015's covering columns served only that count, so they go.
DROP INDEX "attempts_user_question_idx";--> statement-breakpoint
CREATE INDEX "attempts_user_question_idx" ON "attempts" USING btree ("user_id","question_id","answered_day");--> statement-breakpoint
CREATE INDEX "attempts_user_wrong_idx" ON "attempts" USING btree ("user_id","answered_day","module","question_id") WHERE "attempts"."correct" = false;--> statement-breakpoint
DROP INDEX "attempts_user_answered_day_idx";--> statement-breakpoint
CREATE INDEX "attempts_user_answered_day_idx" ON "attempts" USING btree ("user_id","answered_day");
