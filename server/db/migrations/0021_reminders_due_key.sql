DROP INDEX "reminders_due_idx";--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("minute","user_id") WHERE "reminders"."enabled" and not "reminders"."paused";