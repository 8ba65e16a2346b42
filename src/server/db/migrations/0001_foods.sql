CREATE TABLE "data_loads" (
	"source" text PRIMARY KEY NOT NULL,
	"row_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "foods" (
	"id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"description" text NOT NULL,
	"food_group" text,
	"common_names" text,
	"brand_owner" text,
	"energy_kcal" double precision,
	"protein" double precision,
	"carbs" double precision,
	"fat" double precision,
	"fiber" double precision,
	"sugar" double precision,
	"sodium" double precision,
	"portions" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "foods_source_idx" ON "foods" USING btree ("source");