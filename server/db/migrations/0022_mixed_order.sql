ALTER TABLE "learner_modules" ALTER COLUMN "cursor" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "learner_modules" ALTER COLUMN "cursor" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_modules" ADD COLUMN "checked_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "mix" bigint GENERATED ALWAYS AS (hashint8extended(id, 0)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "questions_module_mix_idx" ON "questions" USING btree ("module","mix") WHERE "questions"."deleted_at" is null;--> statement-breakpoint
-- The cursor was an authoring-order question id; each learner's walk now starts at their own point
-- of the shuffled cycle, and skips the questions they have already seen.
UPDATE "learner_modules" SET "cursor" = NULL;
