CREATE TABLE "practice_food_allergens" (
	"user_id" uuid NOT NULL,
	"food_id" integer NOT NULL,
	"statuses" text NOT NULL,
	"note" text NOT NULL,
	"set_by" uuid,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_food_allergens_user_id_food_id_pk" PRIMARY KEY("user_id","food_id"),
	CONSTRAINT "practice_food_allergens_statuses_check" CHECK ("practice_food_allergens"."statuses" ~ '^[CMF]{15}$'),
	CONSTRAINT "practice_food_allergens_note_check" CHECK (char_length("practice_food_allergens"."note") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "practice_food_allergens" ADD CONSTRAINT "practice_food_allergens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_food_allergens" ADD CONSTRAINT "practice_food_allergens_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_food_allergens" ADD CONSTRAINT "practice_food_allergens_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: practice allergen entries carry the version triggers of their practice
-- Every screening of the practice reads them (its recipes' labels, the shared recipes' labels shown to it, plan
-- warnings, food search), so a change gives that practice, and only it, a new version (platewise_version_by_owner,
-- migration 0005): its kept answers are computed again, other practices' stay.
CREATE TRIGGER practice_food_allergens_version_insert AFTER INSERT ON practice_food_allergens REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION platewise_version_by_owner();
--> statement-breakpoint
CREATE TRIGGER practice_food_allergens_version_update AFTER UPDATE ON practice_food_allergens REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION platewise_version_by_owner();
--> statement-breakpoint
CREATE TRIGGER practice_food_allergens_version_delete AFTER DELETE ON practice_food_allergens REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION platewise_version_by_owner();
--> statement-breakpoint
CREATE TRIGGER practice_food_allergens_version_truncate AFTER TRUNCATE ON practice_food_allergens FOR EACH STATEMENT EXECUTE FUNCTION platewise_version_everything();
-- end hand-written
