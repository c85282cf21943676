CREATE TABLE "starter_versions" (
	"module" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
