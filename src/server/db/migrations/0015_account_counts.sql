CREATE TABLE "account_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"clients" integer DEFAULT 0 NOT NULL,
	"meal_plans" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- hand-written: account counts
-- Each account's client and plan counts, kept by statement-level triggers in the transaction of the change.
-- One upsert per statement, in id order like data_versions, so two transactions never lock rows in opposite
-- orders. Only existing accounts are counted: an account's clients and plans are deleted by cascade with it, and
-- its row goes with the account's own delete trigger.
CREATE FUNCTION platewise_add_counts(counted text, deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO account_counts AS a (user_id, %1$I)
     SELECT d.user_id, d.delta FROM jsonb_to_recordset($1) AS d(user_id uuid, delta int)
     JOIN users u ON u.id = d.user_id
     WHERE d.delta <> 0
     ORDER BY d.user_id
     ON CONFLICT (user_id) DO UPDATE SET %1$I = a.%1$I + excluded.%1$I', counted)
  USING deltas;
END
$$;
--> statement-breakpoint
CREATE FUNCTION platewise_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted text := TG_ARGV[0];
  deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('user_id', user_id, 'delta', n)) INTO deltas
      FROM (SELECT user_id, count(*) AS n FROM new_rows GROUP BY user_id) changed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('user_id', user_id, 'delta', -n)) INTO deltas
      FROM (SELECT user_id, count(*) AS n FROM old_rows GROUP BY user_id) changed;
  ELSE
    -- An update changes a count only when it moves rows to another practitioner (never done by the app).
    SELECT jsonb_agg(jsonb_build_object('user_id', user_id, 'delta', n)) INTO deltas
      FROM (
        SELECT user_id, sum(delta) AS n FROM (
          SELECT user_id, 1 AS delta FROM new_rows UNION ALL SELECT user_id, -1 AS delta FROM old_rows
        ) moved GROUP BY user_id HAVING sum(delta) <> 0
      ) changed;
  END IF;
  IF deltas IS NOT NULL THEN
    PERFORM platewise_add_counts(counted, deltas);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION platewise_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE account_counts SET %1$I = 0 WHERE %1$I <> 0', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  counted record;
BEGIN
  FOR counted IN SELECT * FROM (VALUES ('clients', 'clients'), ('meal_plans', 'meal_plans')) AS t(table_name, column_name) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION platewise_count_rows(%L)',
      counted.table_name || '_count_insert', counted.table_name, counted.column_name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION platewise_count_rows(%L)',
      counted.table_name || '_count_update', counted.table_name, counted.column_name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION platewise_count_rows(%L)',
      counted.table_name || '_count_delete', counted.table_name, counted.column_name);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION platewise_count_truncated(%L)',
      counted.table_name || '_count_truncate', counted.table_name, counted.column_name);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Every account has its row from the start, so a restore (which rebuilds these rows through the triggers)
-- gives back exactly the rows the source had, zeros included.
CREATE FUNCTION platewise_account_counts_of_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_counts (user_id) SELECT id FROM new_rows ORDER BY id ON CONFLICT (user_id) DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM account_counts WHERE user_id IN (SELECT id FROM old_rows);
  ELSE
    DELETE FROM account_counts;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION platewise_account_counts_of_users();
--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION platewise_account_counts_of_users();
--> statement-breakpoint
CREATE TRIGGER users_count_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION platewise_account_counts_of_users();
--> statement-breakpoint
-- The counts of the practitioners already there.
INSERT INTO account_counts (user_id, clients, meal_plans)
SELECT u.id,
  (SELECT count(*) FROM clients c WHERE c.user_id = u.id),
  (SELECT count(*) FROM meal_plans p WHERE p.user_id = u.id)
FROM users u;
-- end hand-written
