// npm run bench:list-sizes: the bytes of each list answer against the whole items it used to answer, for a new
// account (the recipe catalogue) and for a practice of 5,000 clients, on an in-process embedded database.
import { sql } from 'drizzle-orm';
import { gzipSync } from 'node:zlib';
import { createTestApp, registerAgent } from '../../tests/support/test-app.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const t = await createTestApp({ withCatalogue: true });
await registerAgent(t); // the admin
const { agent, user } = await registerAgent(t);

// 5,000 clients with the fields a practice fills in, written straight in SQL (the sizes, not the writes, are measured).
await t.deps.db.execute(sql`
  insert into clients (user_id, first_name, last_name, email, date_of_birth, gender, height, weight, activity_level, health_goals, notes, dietary_restrictions, allergies, medical_conditions)
  select ${user.id}, 'Avery' || n, 'Scale', 'avery' || n || '@clinic.example', date '1980-01-01' + n, 'female', 165.5, 70.2, 'moderately_active',
    'Lower LDL cholesterol and steadier energy through the working day', repeat('Session notes. ', 40), array['Vegetarian'], array['peanuts'], array['Type 2 diabetes']
  from generate_series(1, 5000) as n`);

const recipes = await agent.request('GET', '/api/recipes');
let wholeRecipes = 0;
for (const recipe of recipes.json as { id: string }[])
  wholeRecipes += (await agent.request('GET', `/api/recipes/${recipe.id}`)).text.length + 1;
const clients = await agent.request('GET', '/api/clients');
const firstClient = await agent.request('GET', `/api/clients/${(clients.json as { id: string }[])[0].id}`);
const { mealPlans: _plans, reports: _reports, ...wholeClient } = firstClient.json;
const wholeClients = JSON.stringify(wholeClient).length * (clients.json as unknown[]).length;

console.log(
  `recipes list, new account (${recipes.json.length} recipes): ${kb(recipes.text.length)} (${kb(gzipSync(recipes.text).length)} gzipped); the same recipes whole: ${kb(wholeRecipes)}`,
);
console.log(
  `clients list, ${clients.json.length} clients: ${kb(clients.text.length)} (${kb(gzipSync(clients.text).length)} gzipped); the same clients whole: about ${kb(wholeClients)}`,
);
await t.close();
