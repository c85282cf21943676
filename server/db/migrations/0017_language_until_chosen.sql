ALTER TABLE "users" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "language" DROP NOT NULL;--> statement-breakpoint
-- No language until the learner chooses one (docs/decisions/013). 'hi' was the column's default for
-- every account made without one (before languages existed, by an operator, by a client that sent
-- none) and cannot be told from a choice; 'en' was never a default, so it is the learner's and stays.
UPDATE "users" SET "language" = NULL WHERE "language" = 'hi';
