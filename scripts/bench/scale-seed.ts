// Bulk seeding for `npm run bench:scale`: whole practices written with a handful of set-based INSERTs (generate_series
// over the practices), so a thousand practices take seconds, not the hours the API would. Every row is one the app
// itself could have written: recipes are copies of catalogue recipes with their computed nutrition, plan days name
// the practice's own recipes, sessions are stored as the SHA-256 of their token like real ones.
import { createHash } from 'node:crypto';
import { driverOf, type Database } from '../../src/server/db/open-db.ts';

export type RawQuery = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

export function rawQueryOf(db: Database): RawQuery {
  const driver = driverOf(db);
  if (driver.kind === 'pglite')
    return async (text) => ({ rows: (await driver.client.query<Record<string, unknown>>(text)).rows });
  return async (text) => ({ rows: (await driver.pool.query(text)).rows as Record<string, unknown>[] });
}

export interface PracticeShape {
  /** usernames are `<prefix>-<n>` */
  prefix: string;
  practices: number;
  clientsEach: number;
  recipesEach: number;
  plansEach: number;
  daysEach: number;
  /** e-mails each practice has sent (the admin's e-mail log) */
  emailsEach: number;
  /** audit rows each practice has left */
  activityEach: number;
}

/** The session cookie's token for practice `n` of a prefix; the database keeps only its SHA-256. */
export function sessionTokenOf(prefix: string, n: number): string {
  return `bench-${prefix}-${n}-session-token-000000000000`;
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Adds `shape.practices` practitioners with their clients, recipes, plans, e-mails and audit rows, and a live
 * session for each of the first `sessions`. The password hash is taken from an account the app registered, so the
 * rows are ones sign-in accepts.
 */
export async function seedPractices(
  query: RawQuery,
  shape: PracticeShape,
  options: { passwordHash: string; sessions: number },
): Promise<void> {
  const { prefix } = shape;
  const practice = `scale_practices_${prefix.replaceAll('-', '_')}`;
  await query(`drop table if exists ${practice}`);
  await query(`
    insert into users (username, password, first_name, last_name, email, role, business_name, created_at, last_login_at)
    select ${literal(prefix)} || '-' || n, ${literal(options.passwordHash)}, 'Dana', 'Practice ' || n, ${literal(prefix)} || '-' || n || '@example.test',
           'user', 'Practice ' || n || ' Nutrition', now() - (n % 120) * interval '1 day', now() - (n % 45) * interval '1 day'
    from generate_series(1, ${shape.practices}) n`);
  await query(`
    create table ${practice} as
    select id, substring(username from ${prefix.length + 2})::int as n from users where username like ${literal(`${prefix}-%`)}`);

  await query(`
    insert into clients (user_id, first_name, last_name, email, phone, date_of_birth, gender, height, weight, activity_level,
                         health_goals, notes, dietary_restrictions, allergies, medical_conditions, created_at, updated_at)
    select p.id, 'Client' || c, 'Family' || (c % 97), 'client' || c || '.p' || p.n || '@example.test', '555-01' || lpad((c % 100)::text, 2, '0'),
           date '1950-01-01' + (c * 97 % 18000), case when c % 2 = 0 then 'female' else 'male' end, 150 + c % 40, 55 + c % 45,
           'moderately_active', 'Lower blood pressure and lose 5 kg over the next six months',
           'Prefers quick breakfasts; cooks for a family of four on weekdays.', '{Low-Sodium}',
           case when c % 5 = 0 then '{peanuts}'::text[] else '{}'::text[] end, '{Hypertension}',
           now() - c * interval '37 minutes', now() - c * interval '37 minutes'
    from ${practice} p cross join generate_series(1, ${shape.clientsEach}) c`);

  // The practice's own recipes: copies of catalogue recipes (nutrition, labels and all); one practice in ten
  // shares one, so every practice also sees about a hundred public recipes of others.
  await query(`
    insert into recipes (user_id, name, description, instructions, prep_time, cook_time, servings, ingredients, nutrition, nutrition_coverage,
                         tags, cuisine, difficulty, is_public, meal_types, dish_types, diets, allergens, allergen_labels, image_url,
                         ready_in_minutes, created_at, updated_at)
    select p.id, c.name || ' (house ' || r || ')', c.description, c.instructions, c.prep_time, c.cook_time, c.servings, c.ingredients, c.nutrition,
           c.nutrition_coverage, c.tags, c.cuisine, c.difficulty, r = 1 and p.n % 10 = 0, c.meal_types, c.dish_types, c.diets, c.allergens,
           c.allergen_labels, c.image_url, c.ready_in_minutes, now() - r * interval '1 day', now() - r * interval '1 day'
    from ${practice} p cross join generate_series(1, ${shape.recipesEach}) r
    join (select *, row_number() over (order by catalogue_key) - 1 as k, count(*) over () as total from recipes where user_id is null) c
      on c.k = (p.n * 7 + r * 13) % c.total`);

  await query(`
    insert into meal_plans (user_id, client_id, name, start_date, end_date, status, target_calories, target_protein, target_carbs, target_fat,
                            share_token, created_at, updated_at)
    select p.id, cl.id, 'Week ' || pl || ' for ' || cl.first_name, date '2026-01-05' + pl * 7, date '2026-01-05' + pl * 7 + ${shape.daysEach - 1},
           case when pl <= 2 then 'completed' else 'active' end, 1900, 95, 220, 65,
           md5(p.id::text || ':' || pl) || md5(pl || ':' || p.id::text), now() - (${shape.plansEach} - pl) * interval '3 days', now()
    from ${practice} p cross join generate_series(1, ${shape.plansEach}) pl
    join lateral (select id, first_name from clients where user_id = p.id order by created_at desc offset (pl - 1) % ${shape.clientsEach} limit 1) cl on true`);

  // Three meals and a snack a day, from the practice's own recipes.
  await query(`
    insert into meal_plan_days (meal_plan_id, day_number, date, meals, created_at, updated_at)
    select mp.id, d, mp.start_date + (d - 1),
           jsonb_build_object(
             'breakfast', jsonb_build_object('recipeId', own[1 + (d * 4) % cardinality(own)], 'servings', 1),
             'lunch', jsonb_build_object('recipeId', own[1 + (d * 4 + 1) % cardinality(own)], 'servings', 1.5),
             'dinner', jsonb_build_object('recipeId', own[1 + (d * 4 + 2) % cardinality(own)], 'servings', 1),
             'snacks', jsonb_build_array(jsonb_build_object('recipeId', own[1 + (d * 4 + 3) % cardinality(own)], 'servings', 1))),
           now(), now()
    from meal_plans mp
    join (select r.user_id, array_agg(r.id order by r.created_at, r.id) as own from recipes r join ${practice} p on p.id = r.user_id group by r.user_id) o
      on o.user_id = mp.user_id
    cross join generate_series(1, ${shape.daysEach}) d`);

  await query(`
    insert into email_log (user_id, recipient, subject, body, status, kind, attempts, created_at, sent_at)
    select p.id, 'client' || e || '.p' || p.n || '@example.test', 'Your shopping list for week ' || e,
           'Hello, here is your shopping list: oats 500 g, milk 2 l, spinach 300 g, chickpeas 2 cans, salmon 400 g.',
           case when e % 25 = 0 then 'failed' else 'sent' end, 'shopping_list', 1,
           now() - (p.n * 7 + e * 53) % 1440 * interval '1 hour', now() - (p.n * 7 + e * 53) % 1440 * interval '1 hour'
    from ${practice} p cross join generate_series(1, ${shape.emailsEach}) e`);

  await query(`
    insert into activity_log (actor_id, action, entity_type, entity_id, summary, created_at)
    select p.id, 'client.viewed', 'client', p.id::text, 'Viewed client ' || a, now() - a * interval '2 hours'
    from ${practice} p cross join generate_series(1, ${shape.activityEach}) a`);

  const values = Array.from({ length: Math.min(options.sessions, shape.practices) }, (_, index) => {
    const n = index + 1;
    return `(${literal(createHash('sha256').update(sessionTokenOf(prefix, n)).digest('hex'))}, ${n})`;
  });
  if (values.length) {
    await query(`
      insert into sessions (id, user_id, created_at, last_seen_at, expires_at)
      select s.id, p.id, now(), now(), now() + interval '1 day'
      from (values ${values.join(', ')}) as s(id, n) join ${practice} p on p.n = s.n`);
  }
  await query(`drop table ${practice}`);
}

/** What the benchmark asks for of practice n: its first client, recipe and plan, and a recipe to plan with. */
export async function idsOfPractices(query: RawQuery, prefix: string, count: number) {
  const { rows } = await query(`
    select substring(u.username from ${prefix.length + 2})::int as n, u.id as "userId",
           (select id from clients where user_id = u.id order by created_at desc limit 1) as "clientId",
           (select id from recipes where user_id = u.id order by created_at, id limit 1) as "recipeId",
           (select id from meal_plans where user_id = u.id order by created_at desc limit 1) as "planId"
    from users u where u.username like ${literal(`${prefix}-%`)} and substring(u.username from ${prefix.length + 2})::int <= ${count}
    order by 1`);
  return rows as { n: number; userId: string; clientId: string; recipeId: string; planId: string }[];
}
