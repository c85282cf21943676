CREATE TABLE "paper_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paper_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"first" boolean NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" double precision,
	"correct" integer,
	"wrong" integer,
	"unanswered" integer
);
--> statement-breakpoint
CREATE TABLE "paper_questions" (
	"paper_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"question_id" bigint NOT NULL,
	"module" text NOT NULL,
	"section" integer NOT NULL,
	"options" jsonb NOT NULL,
	"answer" integer NOT NULL,
	CONSTRAINT "paper_questions_paper_id_position_pk" PRIMARY KEY("paper_id","position")
);
--> statement-breakpoint
CREATE TABLE "paper_scores" (
	"paper_id" bigint NOT NULL,
	"score" double precision NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "paper_scores_paper_id_score_pk" PRIMARY KEY("paper_id","score")
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "papers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"exam" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"marks_correct" double precision NOT NULL,
	"marks_wrong" double precision NOT NULL,
	"sections" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"starter_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "papers_starter_key_unique" UNIQUE("starter_key")
);
--> statement-breakpoint
ALTER TABLE "paper_attempts" ADD CONSTRAINT "paper_attempts_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_attempts" ADD CONSTRAINT "paper_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_scores" ADD CONSTRAINT "paper_scores_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_attempts_user_idx" ON "paper_attempts" USING btree ("user_id","paper_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_attempts_first" ON "paper_attempts" USING btree ("paper_id","user_id") WHERE "paper_attempts"."first";--> statement-breakpoint
CREATE UNIQUE INDEX "paper_attempts_running" ON "paper_attempts" USING btree ("paper_id","user_id") WHERE "paper_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "paper_attempts_open_idx" ON "paper_attempts" USING btree ("deadline") WHERE "paper_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "paper_questions_question" ON "paper_questions" USING btree ("paper_id","question_id");--> statement-breakpoint
CREATE INDEX "paper_questions_question_idx" ON "paper_questions" USING btree ("question_id");