CREATE SEQUENCE "public"."practice_food_ids" INCREMENT BY 1 MINVALUE 2000000000 MAXVALUE 2147483647 START WITH 2000000000 CACHE 1;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "label" jsonb;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "animal_facts" text;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "foods_user_id_idx" ON "foods" USING btree ("user_id") WHERE "foods"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_practice_owner_check" CHECK (("foods"."source" = 'practice') = ("foods"."user_id" is not null));--> statement-breakpoint
-- hand-written: a practice's own foods give only their practice a new version
-- Reference foods (user_id null) are read by every practice's kept answers, so a change to them still gives the
-- shared scope a new version; a practice food is read only by its practice (its food search, its recipes' labels),
-- so a change to it gives that practice, and only it, a new version (migration 0005's template).
CREATE FUNCTION platewise_version_by_food_reach() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM platewise_bump_versions(ARRAY(SELECT CASE WHEN r.user_id IS NULL THEN 'shared' ELSE r.user_id::text END FROM new_rows r));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM platewise_bump_versions(ARRAY(SELECT CASE WHEN r.user_id IS NULL THEN 'shared' ELSE r.user_id::text END FROM old_rows r));
  ELSE
    PERFORM platewise_bump_versions(ARRAY(SELECT CASE WHEN r.user_id IS NULL THEN 'shared' ELSE r.user_id::text END FROM new_rows r UNION SELECT CASE WHEN r.user_id IS NULL THEN 'shared' ELSE r.user_id::text END FROM old_rows r));
  END IF;
  RETURN NULL;
END
$body$;
--> statement-breakpoint
DROP TRIGGER foods_version_insert ON foods;
--> statement-breakpoint
DROP TRIGGER foods_version_update ON foods;
--> statement-breakpoint
DROP TRIGGER foods_version_delete ON foods;
--> statement-breakpoint
CREATE TRIGGER foods_version_insert AFTER INSERT ON foods REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION platewise_version_by_food_reach();
--> statement-breakpoint
CREATE TRIGGER foods_version_update AFTER UPDATE ON foods REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION platewise_version_by_food_reach();
--> statement-breakpoint
CREATE TRIGGER foods_version_delete AFTER DELETE ON foods REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION platewise_version_by_food_reach();
-- end hand-written
