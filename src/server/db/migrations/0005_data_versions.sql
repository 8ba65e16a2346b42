CREATE TABLE "data_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" uuid NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): the triggers that give a scope a new version with every
-- change to the data it covers. Each fires once per statement and reads the statement's rows from its
-- transition tables; see the comment on data_versions in schema.ts.
CREATE FUNCTION platewise_bump_versions(scopes text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO data_versions (scope, version)
  SELECT scope, gen_random_uuid() FROM (SELECT DISTINCT unnest(scopes) AS scope) changed
  WHERE scope IS NOT NULL
  ORDER BY scope
  ON CONFLICT (scope) DO UPDATE SET version = excluded.version
$$;
--> statement-breakpoint
-- One trigger function per way of finding the scopes a statement's rows belong to (r: a row of the statement;
-- p: its plan). Written out from one template: only the scope expression and the join differ.
DO $rules$
DECLARE
  rule record;
BEGIN
  FOR rule IN SELECT * FROM (VALUES
    -- rows owned by a practitioner
    ('platewise_version_by_owner', 'r.user_id::text', ''),
    -- recipes: catalogue and public recipes are seen by every practice, private ones by their owner only
    ('platewise_version_by_recipe_reach', 'CASE WHEN r.user_id IS NULL OR r.is_public THEN ''shared'' ELSE r.user_id::text END', ''),
    -- plan days belong to their plan's owner (days removed with their plan are covered by the plan's own trigger)
    ('platewise_version_by_plan_owner', 'p.user_id::text', ' JOIN meal_plans p ON p.id = r.meal_plan_id'),
    -- a practitioner's own account row
    ('platewise_version_by_user', 'r.id::text', '')
  ) AS t(function_name, scope, joins) LOOP
    EXECUTE format(
      $template$CREATE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
        BEGIN
          IF TG_OP = 'INSERT' THEN
            PERFORM platewise_bump_versions(ARRAY(SELECT %2$s FROM new_rows r%3$s));
          ELSIF TG_OP = 'DELETE' THEN
            PERFORM platewise_bump_versions(ARRAY(SELECT %2$s FROM old_rows r%3$s));
          ELSE
            PERFORM platewise_bump_versions(ARRAY(SELECT %2$s FROM new_rows r%3$s UNION SELECT %2$s FROM old_rows r%3$s));
          END IF;
          RETURN NULL;
        END
      $body$$template$,
      rule.function_name, rule.scope, rule.joins);
  END LOOP;
END
$rules$;
--> statement-breakpoint
-- Reference data every practice reads.
CREATE FUNCTION platewise_version_shared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM platewise_bump_versions(ARRAY['shared']);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE names no rows: every scope gets a new version.
CREATE FUNCTION platewise_version_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = gen_random_uuid();
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  covered record;
BEGIN
  FOR covered IN SELECT * FROM (VALUES
    ('users', 'platewise_version_by_user'),
    ('clients', 'platewise_version_by_owner'),
    ('recipes', 'platewise_version_by_recipe_reach'),
    ('recipe_bookmarks', 'platewise_version_by_owner'),
    ('meal_plans', 'platewise_version_by_owner'),
    ('meal_plan_days', 'platewise_version_by_plan_owner'),
    ('reports', 'platewise_version_by_owner'),
    ('uploads', 'platewise_version_by_owner'),
    ('foods', 'platewise_version_shared')
  ) AS t(table_name, function_name) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      covered.table_name || '_version_insert', covered.table_name, covered.function_name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      covered.table_name || '_version_update', covered.table_name, covered.function_name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      covered.table_name || '_version_delete', covered.table_name, covered.function_name);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION platewise_version_everything()',
      covered.table_name || '_version_truncate', covered.table_name);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Every existing practice and the shared data start with a version.
INSERT INTO data_versions (scope, version) SELECT id::text, gen_random_uuid() FROM users UNION ALL SELECT 'shared', gen_random_uuid();
