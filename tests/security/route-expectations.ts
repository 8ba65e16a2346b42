// Who may call each API route and what they get: the data behind tests/security/tenancy-matrix.test.ts and
// tests/security/fuzz-write-routes.test.ts. Both tests read the app's own route table and fail for a route that
// has no entry here, so a new route cannot ship without someone deciding who may call it.
//
// The matrix derives most answers from `access`:
//   anonymous   401 {message, errors: []}, unless access is 'public' or 'share-token'
//   owner       `success` (a practitioner on an 'admin' route: 403)
//   other       on a route naming the owner's records (path `records`, body `bodyRefs`): exactly the answer for a
//               missing id; elsewhere (the caller's own account or data) `success`
//   admin       like `other` for practice records (the admin is not a tenant of anyone else's data); `success` on
//               'admin' routes
// On 'portal' routes the callers are the portal clients of security-fixture.ts: the owner's client succeeds; another
// client of the same practice and a client of the other practice succeed on their own data, see nothing of the
// owner's, and naming the owner's client's plan (`bodyRefs`) answers exactly like a missing id; anonymous and every
// practitioner get 401. Every route that is neither public nor a portal route answers 401 to a portal session.
// `statuses` overrides one actor's answer where a route's rules say something else.
import { and, eq } from 'drizzle-orm';
import { allergens } from '../../src/shared/nutrition/allergens.ts';
import type { PracticeAllergenStatus } from '../../src/shared/schemas/nutrition.ts';
import { practiceFoodAllergens } from '../../src/server/db/schema.ts';
import { pngImage } from '../support/test-images.ts';
import {
  validBodies,
  type ActorName,
  type PracticeRecords,
  type RecordKind,
  type RouteRequest,
  type SecurityFixture,
  type SharedFixture,
  type Practice,
} from './security-fixture.ts';

export interface RouteExpectation {
  /**
   * public: anyone; share-token: anyone holding the plan's share token; signed-in: any practitioner account;
   * admin: administrators; portal: a client signed in to the portal, on their own data only (every practitioner's
   * session answers 401, and so does a portal session on every other route).
   */
  access: 'public' | 'share-token' | 'signed-in' | 'admin' | 'portal';
  /** A request the owner (or, for admin routes, the admin) makes successfully, from the caller's records. */
  request(records: PracticeRecords, shared: SharedFixture): RouteRequest;
  /** The owner's status. */
  success: number;
  /** Path parameters that name one of the caller's records. */
  records?: Record<string, RecordKind>;
  /** Kinds of record the body names by id (a plan's client, a day's recipe, ...). */
  bodyRefs?: RecordKind[];
  /** Answers that differ from the derived ones, per actor. */
  statuses?: Partial<Record<ActorName, number>>;
  /** The owner's call uses its record up (DELETE): it gets a fresh one, and the shared ones stay for the others. */
  consumes?: boolean;
  /**
   * The owner's call changes its record in a way the routes after it would notice (a new share token): the
   * owner makes it on a fresh record. Unlike `consumes`, the record is still there afterwards.
   */
  changesRecord?: boolean;
  /** Every field of the body may be null (a share link's expiry: null is "never"), so a body of nulls is valid. */
  nullsAreValid?: boolean;
  /** The call ends the session it is made with: each signed-in caller uses a fresh one. */
  endsSession?: boolean;
  /** Brings a signed-in caller's account into the state the call needs (e.g. a running subscription). */
  prepare?(fixture: SecurityFixture, practice: Practice): Promise<void>;
  /** The owner's records that other callers may see in the answer, and why (share pages, the admin's e-mail log). */
  reveals?: Partial<Record<ActorName, RecordKind[]>>;
  /** How the fuzzer feeds the route: a JSON body (default), no body it reads, an image, or a Stripe event. */
  input?: 'json' | 'none' | 'image' | 'stripe-event';
  /** Tables a refused request may write on purpose (failed sign-ins count towards the lockout and are audited). */
  refusalWrites?: string[];
  /**
   * The call re-keys or removes the caller's own account (a password change, deleting the account): the fuzzer makes
   * it on an account of its own, since its generated inputs would otherwise change, lock or delete the owner's
   * account under the other routes; in the tenancy matrix the owner and the other practitioner do too.
   */
  ownAccount?: boolean;
  /** A success removes the caller's account (deleting it): the fuzzer goes on with a new account after one. */
  endsAccount?: boolean;
}

/** Every allergen stated: `base`, except those named. */
const practiceStatuses = (base: PracticeAllergenStatus, some: Partial<Record<string, PracticeAllergenStatus>> = {}) =>
  Object.fromEntries(allergens.map((allergen) => [allergen, some[allergen] ?? base]));

const png = () => ({ body: new Uint8Array(pngImage(24, 24)), contentType: 'image/png' });

const brandingBody = (records: PracticeRecords) => ({
  businessName: 'Greenleaf Nutrition',
  businessLogo: `/api/uploads/${records.upload}`,
  tagline: 'Evidence-based nutrition',
  brandColorPrimary: '#0f766e',
  brandColorSecondary: '#f59e0b',
  contactEmail: 'hello@greenleaf.example',
  contactPhone: '+44 20 7946 0321',
  website: 'www.greenleaf.example',
});

const generatorBody = (records: PracticeRecords) => ({
  caloriesPerDay: 2000,
  mealsPerDay: 3,
  numberOfDays: 2,
  healthFilters: [],
  macroPreference: 'percentage',
  macroValues: { proteinPercent: 30, carbsPercent: 40, fatPercent: 30 },
  seed: 42,
  lockedMeals: [{ dayNumber: 1, mealType: 'breakfast', recipeId: records.recipe, servings: 1 }],
});

export const routeExpectations: Record<string, RouteExpectation> = {
  // ---- System, accounts, docs -----------------------------------------------------------------------------
  'GET /api/health': { access: 'public', success: 200, request: () => ({}) },
  'POST /api/auth/register': {
    access: 'public',
    success: 201,
    request: (_, shared) => {
      const name = shared.unique();
      return {
        body: {
          username: name,
          email: `${name}@example.test`,
          password: 'correct horse battery',
          firstName: 'Robin',
          lastName: 'Fuzz',
        },
      };
    },
  },
  'POST /api/auth/login': {
    access: 'public',
    success: 200,
    request: (_, shared) => ({ body: shared.login }),
    // The failed-attempt count on users renews that practice's data version (a trigger on users, see decision 0011).
    refusalWrites: ['users', 'activity_log', 'data_versions'],
  },
  'POST /api/auth/logout': { access: 'public', success: 204, endsSession: true, input: 'none', request: () => ({}) },
  // Every fixture account has this password (tests/support/test-app.ts); setting it again changes nothing the
  // other routes rely on, and the session making the call stays signed in.
  'POST /api/auth/password': {
    access: 'signed-in',
    success: 204,
    ownAccount: true,
    request: () => ({ body: { currentPassword: 'correct horse battery', newPassword: 'correct horse battery' } }),
    // A wrong current password counts towards the lockout like a failed sign-in (a trigger on users renews the data version).
    refusalWrites: ['users', 'data_versions'],
  },
  // An address with no account: the answer is the same as for one with an account, and nothing is written.
  'POST /api/auth/password-reset': {
    access: 'public',
    success: 202,
    request: (_, shared) => ({ body: { email: `${shared.unique()}@example.test` } }),
  },
  // A made-up token: everyone gets the same 400. Spending a real token ends the account's sessions, which the
  // other routes need; its success is tested in src/server/features/auth/passwords.test.ts.
  'POST /api/auth/password-reset/confirm': {
    access: 'public',
    success: 400,
    request: () => ({ body: { token: 'A'.repeat(43), password: 'a brand new password' } }),
  },
  'GET /api/users/me': { access: 'signed-in', success: 200, request: () => ({}) },
  // The caller's own practice, whole: another practitioner and the admin get their own, never the owner's.
  'GET /api/users/me/export': { access: 'signed-in', success: 200, request: () => ({}) },
  // Deleting one's own account: the owner and the other practitioner each delete an account of their own (the
  // fixture's accounts must stay for the other routes); the admin, the only administrator, is refused. A wrong
  // password counts towards the lockout like a failed sign-in.
  'POST /api/users/me/delete': {
    access: 'signed-in',
    success: 204,
    ownAccount: true,
    endsAccount: true,
    statuses: { admin: 409 },
    request: () => ({ body: { password: 'correct horse battery' } }),
    refusalWrites: ['users', 'data_versions'],
  },
  'GET /api/openapi.json': { access: 'public', success: 200, request: () => ({}) },
  'GET /api/docs': { access: 'public', success: 200, request: () => ({}) },
  'GET /api/docs/start.js': { access: 'public', success: 200, request: () => ({}) },
  'GET /api/docs/{file}': { access: 'public', success: 200, request: () => ({ params: { file: 'swagger-ui.css' } }) },
  'GET /api/chat/config': { access: 'signed-in', success: 200, request: () => ({}) },

  // ---- Admin ----------------------------------------------------------------------------------------------
  'GET /api/admin/stats': { access: 'admin', success: 200, request: () => ({}) },
  'GET /api/admin/health': { access: 'admin', success: 200, request: () => ({}) },
  'GET /api/admin/activity': { access: 'admin', success: 200, request: () => ({}) },
  'GET /api/admin/users': { access: 'admin', success: 200, request: () => ({}) },
  'PUT /api/admin/users/{userId}/role': {
    access: 'admin',
    success: 200,
    request: (_, shared) => ({ params: { userId: shared.spareUserId }, body: { role: 'user' } }),
  },
  // The admin's e-mail log lists every e-mail the app sent, the practices' shopping lists (named after the plan) too.
  'GET /api/admin/emails/history': {
    access: 'admin',
    success: 200,
    request: () => ({}),
    reveals: { admin: ['mealPlan'] },
  },
  'POST /api/admin/emails/send': {
    access: 'admin',
    success: 202,
    request: () => ({
      body: { recipient: 'someone@example.test', subject: 'Platform notice', body: 'Maintenance tonight.' },
    }),
  },
  'GET /api/admin/settings': { access: 'admin', success: 200, request: () => ({}) },

  // ---- Clients ----------------------------------------------------------------------------------------------
  'GET /api/clients': { access: 'signed-in', success: 200, request: () => ({}) },
  'GET /api/clients/{id}': {
    access: 'signed-in',
    success: 200,
    records: { id: 'client' },
    request: (r) => ({ params: { id: r.client } }),
  },
  'POST /api/clients': { access: 'signed-in', success: 201, request: () => ({ body: validBodies.client('Newcomer') }) },
  'GET /api/clients/{id}/progress': {
    access: 'signed-in',
    success: 200,
    records: { id: 'client' },
    request: (r) => ({ params: { id: r.client }, query: { from: '2026-01-05', to: '2026-03-29' } }),
  },
  'GET /api/clients/{id}/intake': {
    access: 'signed-in',
    success: 200,
    records: { id: 'client' },
    request: (r, shared) => ({ params: { id: r.client }, query: { to: shared.portal.today } }),
  },
  'GET /api/clients/{id}/nutrient-targets': {
    access: 'signed-in',
    success: 200,
    records: { id: 'client' },
    request: (r) => ({ params: { id: r.client } }),
  },
  'PUT /api/clients/{id}': {
    access: 'signed-in',
    success: 200,
    records: { id: 'client' },
    request: (r) => ({ params: { id: r.client }, body: validBodies.client('Updated') }),
  },
  'POST /api/clients/{id}/allergies/confirm': {
    access: 'signed-in',
    success: 200,
    records: { id: 'client' },
    input: 'none',
    request: (r) => ({ params: { id: r.client } }),
  },
  'GET /api/clients/{id}/export': {
    access: 'signed-in',
    success: 200,
    records: { id: 'client' },
    request: (r) => ({ params: { id: r.client } }),
  },
  'POST /api/clients/{id}/archive': {
    access: 'signed-in',
    success: 200,
    records: { id: 'client' },
    changesRecord: true,
    input: 'none',
    request: (r) => ({ params: { id: r.client } }),
  },
  'POST /api/clients/{id}/restore': {
    access: 'signed-in',
    success: 200,
    records: { id: 'client' },
    input: 'none',
    request: (r) => ({ params: { id: r.client } }),
  },
  'DELETE /api/clients/{id}': {
    access: 'signed-in',
    success: 204,
    records: { id: 'client' },
    consumes: true,
    input: 'none',
    request: (r) => ({ params: { id: r.client } }),
  },

  // Re-inviting and withdrawing change the client's portal account: the owner's calls take a fresh client, so the
  // portal client of the fixture keeps its session. Over the e-mail quota the invitation is kept as 'refused'.
  'POST /api/clients/{id}/portal-invite': {
    access: 'signed-in',
    success: 200,
    records: { id: 'client' },
    changesRecord: true,
    input: 'none',
    refusalWrites: ['email_log'],
    request: (r) => ({ params: { id: r.client } }),
  },
  'DELETE /api/clients/{id}/portal-access': {
    access: 'signed-in',
    success: 204,
    records: { id: 'client' },
    changesRecord: true,
    input: 'none',
    request: (r) => ({ params: { id: r.client } }),
  },

  // ---- Client portal (the client's own side) ----------------------------------------------------------------
  // A made-up token: everyone gets the same 400; spending a real one is tested in portal-access.test.ts.
  'POST /api/portal/accept': {
    access: 'public',
    success: 400,
    request: () => ({ body: { token: 'A'.repeat(43), password: 'a brand new password' } }),
  },
  'GET /api/portal/me': { access: 'portal', success: 200, request: () => ({}) },
  'GET /api/portal/plans/current': {
    access: 'portal',
    success: 200,
    request: (_, shared) => ({ query: { today: shared.portal.today } }),
  },
  'POST /api/portal/check-ins': {
    access: 'portal',
    success: 200,
    request: (_, shared) => ({
      body: { date: shared.portal.today, mealType: 'breakfast', status: 'swapped', note: 'Had porridge instead' },
    }),
  },
  // ---- Food diary (issue 33): each portal client writes and reads its own rows only --------------------------
  'POST /api/portal/diary': {
    access: 'portal',
    success: 200,
    request: (_, shared) => ({
      body: {
        date: shared.portal.today,
        mealType: 'lunch',
        entries: [
          { kind: 'planned', portion: 0.75 },
          { kind: 'food', fdcId: shared.foodId, amount: 100, unit: 'g' },
          { kind: 'text', text: 'A biscuit' },
        ],
      },
    }),
  },
  'GET /api/portal/diary': {
    access: 'portal',
    success: 200,
    request: (_, shared) => ({ query: { from: shared.portal.today, to: shared.portal.today } }),
  },
  // Each portal client removes the record the fixture logged for it; another client's id is a 404 (food-diary.test.ts).
  'DELETE /api/portal/diary/{id}': {
    access: 'portal',
    success: 204,
    input: 'none',
    request: (r) => ({ params: { id: r.diaryMeal ?? '00000000-0000-4000-8000-000000000000' } }),
  },
  'POST /api/portal/water': {
    access: 'portal',
    success: 200,
    request: (_, shared) => ({ body: { date: shared.portal.today, ml: 1500 } }),
  },
  'GET /api/portal/recipes': { access: 'portal', success: 200, request: () => ({}) },
  'GET /api/portal/foods': { access: 'portal', success: 200, request: () => ({ query: { query: 'apple' } }) },
  'GET /api/portal/measurements': { access: 'portal', success: 200, request: () => ({}) },
  'POST /api/portal/measurements': {
    access: 'portal',
    success: 200,
    request: (_, shared) => ({ body: { date: shared.portal.today, weightKg: 71.2, waistCm: 82 } }),
  },
  'GET /api/portal/shopping-list': {
    access: 'portal',
    success: 200,
    request: (_, shared) => ({ query: { today: shared.portal.today } }),
  },
  'PUT /api/portal/shopping-list/ticks': {
    access: 'portal',
    success: 200,
    bodyRefs: ['mealPlan'],
    request: (r, shared) => ({ body: { mealPlanId: r.mealPlan, item: shared.portal.shoppingItem, ticked: true } }),
  },

  // ---- Dashboard, nutrition ---------------------------------------------------------------------------------
  'GET /api/dashboard/stats': { access: 'signed-in', success: 200, request: () => ({}) },
  'GET /api/dashboard/activity': { access: 'signed-in', success: 200, request: () => ({}) },
  'GET /api/dashboard/nutrition-insights': { access: 'signed-in', success: 200, request: () => ({}) },
  'GET /api/nutrition/search': { access: 'signed-in', success: 200, request: () => ({ query: { query: 'apple' } }) },
  'GET /api/nutrition/foods': {
    access: 'signed-in',
    success: 200,
    request: (_, shared) => ({ query: { ids: String(shared.foodId) } }),
  },
  // A practice's own allergen statuses for a shared food (decision 0025): each caller reads and writes its own
  // entry only. Clearing answers 404 to a practice with no entry for the food (nothing of its own to clear).
  'GET /api/nutrition/foods/{id}/allergens': {
    access: 'signed-in',
    success: 200,
    request: (_, shared) => ({ params: { id: String(shared.foodId) } }),
  },
  'PUT /api/nutrition/foods/{id}/allergens': {
    access: 'signed-in',
    success: 200,
    request: (_, shared) => ({
      params: { id: String(shared.foodId) },
      body: { statuses: practiceStatuses('free', { milk: 'contains' }), note: 'Label read in clinic: milk only' },
    }),
  },
  'DELETE /api/nutrition/foods/{id}/allergens': {
    access: 'signed-in',
    success: 200,
    input: 'none',
    statuses: { other: 404, admin: 404 },
    // The owner clears an entry of its own; the others have none for the food (their PUT above is undone).
    async prepare(fixture, practice) {
      if (practice.name !== 'owner') {
        await fixture.t.deps.db
          .delete(practiceFoodAllergens)
          .where(
            and(
              eq(practiceFoodAllergens.userId, practice.userId),
              eq(practiceFoodAllergens.foodId, fixture.shared.foodId),
            ),
          );
        return;
      }
      await fixture.t.deps.db
        .insert(practiceFoodAllergens)
        .values({
          userId: practice.userId,
          foodId: fixture.shared.foodId,
          statuses: 'CFFFFFFFFFFFFFF',
          note: 'Label read in clinic',
          setBy: practice.userId,
        })
        .onConflictDoNothing();
    },
    request: (_, shared) => ({ params: { id: String(shared.foodId) } }),
  },

  // ---- Recipe database and catalogue --------------------------------------------------------------------------
  // Drawn from the shared catalogue: no practice data, public like the app's other images.
  'GET /api/recipe-images/{file}': {
    access: 'public',
    success: 200,
    request: (_, shared) => ({ params: { file: shared.catalogueImageFile } }),
  },
  'GET /api/recipes/search/external': { access: 'signed-in', success: 200, request: () => ({ query: { q: 'oat' } }) },
  'GET /api/recipes/random': { access: 'signed-in', success: 200, request: () => ({}) },
  'GET /api/recipes/external/info': { access: 'signed-in', success: 200, request: () => ({}) },
  'POST /api/recipes/external/{id}/save': {
    access: 'signed-in',
    success: 200,
    input: 'none',
    request: (_, shared) => ({ params: { id: shared.catalogueRecipeId } }),
  },

  // ---- Recipes ----------------------------------------------------------------------------------------------
  'GET /api/recipes': { access: 'signed-in', success: 200, request: () => ({}) },
  'GET /api/recipes/{id}': {
    access: 'signed-in',
    success: 200,
    records: { id: 'recipe' },
    request: (r) => ({ params: { id: r.recipe } }),
  },
  'POST /api/recipes': {
    access: 'signed-in',
    success: 201,
    request: (_, shared) => ({ body: validBodies.recipe('Fresh', shared.foodId) }),
  },
  'PUT /api/recipes/{id}': {
    access: 'signed-in',
    success: 200,
    records: { id: 'recipe' },
    request: (r, shared) => ({
      params: { id: r.recipe },
      body: { ...validBodies.recipe('Revised', shared.foodId), isPublic: false },
    }),
  },
  'DELETE /api/recipes/{id}': {
    access: 'signed-in',
    success: 204,
    records: { id: 'recipe' },
    consumes: true,
    input: 'none',
    request: (r) => ({ params: { id: r.recipe } }),
  },
  // Reads pasted text against the shared food data and stores nothing: the same answer for every practice.
  'POST /api/recipes/parse-ingredients': {
    access: 'signed-in',
    success: 200,
    request: () => ({
      body: { text: '2 cups chopped broccoli\n1 (15 oz) can chickpeas, drained\nsalt and pepper to taste' },
    }),
  },

  // ---- Plan templates (issue 32) ------------------------------------------------------------------------------
  'GET /api/plan-templates': { access: 'signed-in', success: 200, request: () => ({}) },
  'GET /api/plan-templates/{id}': {
    access: 'signed-in',
    success: 200,
    records: { id: 'planTemplate' },
    request: (r) => ({ params: { id: r.planTemplate } }),
  },
  'POST /api/plan-templates': {
    access: 'signed-in',
    success: 201,
    // A plan of another practice is a field error (400 naming fromMealPlanId), like a plan's client.
    bodyRefs: ['mealPlan'],
    request: (r) => ({ body: { fromMealPlanId: r.mealPlan, name: 'Another template' } }),
  },
  'PUT /api/plan-templates/{id}': {
    access: 'signed-in',
    success: 200,
    records: { id: 'planTemplate' },
    request: (r) => ({
      params: { id: r.planTemplate },
      body: { name: 'Renamed template', description: 'For runners' },
    }),
  },
  'DELETE /api/plan-templates/{id}': {
    access: 'signed-in',
    success: 204,
    records: { id: 'planTemplate' },
    consumes: true,
    input: 'none',
    request: (r) => ({ params: { id: r.planTemplate } }),
  },
  // ---- A practice's own foods (issue 35) -------------------------------------------------------------------------
  'GET /api/foods': { access: 'signed-in', success: 200, request: () => ({}) },
  'GET /api/foods/{id}': {
    access: 'signed-in',
    success: 200,
    records: { id: 'food' },
    request: (r) => ({ params: { id: r.food } }),
  },
  'POST /api/foods': {
    access: 'signed-in',
    success: 201,
    request: () => ({ body: validBodies.food('Seed crackers') }),
  },
  'PUT /api/foods/{id}': {
    access: 'signed-in',
    success: 200,
    records: { id: 'food' },
    request: (r) => ({ params: { id: r.food }, body: validBodies.food('Renamed apple bar') }),
  },
  'DELETE /api/foods/{id}': {
    access: 'signed-in',
    success: 200,
    records: { id: 'food' },
    consumes: true,
    input: 'none',
    request: (r) => ({ params: { id: r.food } }),
  },
  // Reads the words sent and stores nothing: the same answer for every practice.
  'POST /api/foods/read-label': {
    access: 'signed-in',
    success: 200,
    request: () => ({
      body: { ingredientsText: 'Wheat flour, butter, sugar, eggs', allergenStatement: 'May contain: hazelnuts.' },
    }),
  },
  'POST /api/plan-templates/{id}/apply': {
    access: 'signed-in',
    success: 201,
    records: { id: 'planTemplate' },
    bodyRefs: ['client'],
    request: (r) => ({
      params: { id: r.planTemplate },
      body: { clientId: r.client, startDate: '2026-06-01', weeks: 1, targetCalories: 2000 },
    }),
  },
  'POST /api/meal-plans/{id}/copy': {
    access: 'signed-in',
    success: 201,
    records: { id: 'mealPlan' },
    bodyRefs: ['client'],
    request: (r) => ({ params: { id: r.mealPlan }, body: { clientId: r.client, startDate: '2026-06-01' } }),
  },
  // ---- Meal plans -------------------------------------------------------------------------------------------
  'GET /api/meal-plans': { access: 'signed-in', success: 200, request: () => ({}) },
  'GET /api/meal-plans/{id}': {
    access: 'signed-in',
    success: 200,
    records: { id: 'mealPlan' },
    request: (r) => ({ params: { id: r.mealPlan } }),
  },
  'POST /api/meal-plans': {
    access: 'signed-in',
    success: 201,
    bodyRefs: ['client'],
    request: (r) => ({ body: validBodies.mealPlan('Another', r.client) }),
  },
  'PUT /api/meal-plans/{id}': {
    access: 'signed-in',
    success: 200,
    records: { id: 'mealPlan' },
    bodyRefs: ['client'],
    request: (r) => ({
      params: { id: r.mealPlan },
      body: { ...validBodies.mealPlan('Renamed', r.client), notes: 'Revised targets' },
    }),
  },
  'DELETE /api/meal-plans/{id}': {
    access: 'signed-in',
    success: 204,
    records: { id: 'mealPlan' },
    consumes: true,
    input: 'none',
    request: (r) => ({ params: { id: r.mealPlan } }),
  },
  'PUT /api/meal-plans/{id}/days/{dayNumber}': {
    access: 'signed-in',
    success: 200,
    records: { id: 'mealPlan' },
    bodyRefs: ['recipe'],
    request: (r) => ({
      params: { id: r.mealPlan, dayNumber: '2' },
      body: {
        meals: { lunch: { recipeId: r.recipe, servings: 1.5 }, snacks: [{ recipeId: r.recipe, servings: 0.5 }] },
      },
    }),
  },
  'PUT /api/meal-plans/{id}/days': {
    access: 'signed-in',
    success: 200,
    records: { id: 'mealPlan' },
    bodyRefs: ['recipe'],
    request: (r) => ({
      params: { id: r.mealPlan },
      body: {
        days: [
          { dayNumber: 1, meals: { breakfast: { recipeId: r.recipe, servings: 1 } } },
          { dayNumber: 2, meals: { dinner: { recipeId: r.recipe, servings: 2 } } },
        ],
      },
    }),
  },
  // Share links belong to the plan's owner: another practice's call answers as for a missing plan.
  'POST /api/meal-plans/{id}/share-link': {
    access: 'signed-in',
    success: 201,
    records: { id: 'mealPlan' },
    changesRecord: true,
    nullsAreValid: true,
    request: (r) => ({ params: { id: r.mealPlan }, body: { expiresInDays: 30 } }),
  },
  'PUT /api/meal-plans/{id}/share-link': {
    access: 'signed-in',
    success: 200,
    records: { id: 'mealPlan' },
    nullsAreValid: true,
    request: (r) => ({ params: { id: r.mealPlan }, body: { expiresInDays: 90 } }),
  },
  'DELETE /api/meal-plans/{id}/share-link': {
    access: 'signed-in',
    success: 204,
    records: { id: 'mealPlan' },
    consumes: true,
    input: 'none',
    request: (r) => ({ params: { id: r.mealPlan } }),
  },
  'POST /api/meal-plan-days': {
    access: 'signed-in',
    success: 201,
    bodyRefs: ['mealPlan', 'recipe'],
    request: (r) => ({
      body: { mealPlanId: r.mealPlan, dayNumber: 3, meals: { dinner: { recipeId: r.recipe, servings: 2 } } },
    }),
  },
  'GET /api/meal-plans/{id}/shopping-list': {
    access: 'signed-in',
    success: 200,
    records: { id: 'mealPlan' },
    request: (r) => ({ params: { id: r.mealPlan } }),
  },
  'GET /api/meal-plans/{id}/shopping-list/txt': {
    access: 'signed-in',
    success: 200,
    records: { id: 'mealPlan' },
    request: (r) => ({ params: { id: r.mealPlan } }),
  },
  'GET /api/meal-plans/{id}/export-pdf': {
    access: 'signed-in',
    success: 200,
    records: { id: 'mealPlan' },
    request: (r) => ({ params: { id: r.mealPlan } }),
  },
  'POST /api/meal-plans/{id}/email-shopping-list': {
    access: 'signed-in',
    success: 202,
    records: { id: 'mealPlan' },
    request: (r) => ({
      params: { id: r.mealPlan },
      body: { email: 'client@example.test', message: 'Your list for the week' },
    }),
  },
  // The share link shows the plan, its recipes and the practice's branding to whoever holds the token, never the client.
  'GET /api/share/{token}': {
    access: 'share-token',
    success: 200,
    request: (r) => ({ params: { token: r.shareToken } }),
    reveals: { anonymous: ['mealPlan', 'recipe'], other: ['mealPlan', 'recipe'], admin: ['mealPlan', 'recipe'] },
  },
  'GET /api/share/{token}/logo': {
    access: 'share-token',
    success: 200,
    request: (r) => ({ params: { token: r.shareToken } }),
  },

  // ---- Generator, reports -------------------------------------------------------------------------------------
  'POST /api/generate-meal-plan': {
    access: 'signed-in',
    success: 200,
    bodyRefs: ['recipe'],
    request: (r) => ({ body: generatorBody(r) }),
  },
  'GET /api/reports': { access: 'signed-in', success: 200, request: () => ({}) },
  'POST /api/reports': {
    access: 'signed-in',
    success: 201,
    bodyRefs: ['client', 'mealPlan'],
    request: (r) => ({
      body: { clientId: r.client, mealPlanId: r.mealPlan, title: 'Progress summary', type: 'medical_report' },
    }),
  },
  'GET /api/reports/{id}/download': {
    access: 'signed-in',
    success: 200,
    records: { id: 'report' },
    request: (r) => ({ params: { id: r.report } }),
  },

  // The caller's own locale and units: every signed-in caller reads and writes its own.
  'GET /api/users/me/preferences': { access: 'signed-in', success: 200, request: () => ({}) },
  'PUT /api/users/me/preferences': {
    access: 'signed-in',
    success: 200,
    request: () => ({ body: { locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' } }),
  },

  // ---- Branding and uploads -----------------------------------------------------------------------------------
  'PUT /api/users/me/branding': {
    access: 'signed-in',
    success: 200,
    bodyRefs: ['upload'],
    request: (r) => ({ body: brandingBody(r) }),
  },
  'POST /api/users/me/logo': { access: 'signed-in', success: 201, input: 'image', request: () => ({ raw: png() }) },
  'GET /api/uploads/{id}': {
    access: 'signed-in',
    success: 200,
    records: { id: 'upload' },
    request: (r) => ({ params: { id: r.upload } }),
  },

  // ---- Subscription -----------------------------------------------------------------------------------------
  'GET /api/subscription/status': { access: 'signed-in', success: 200, request: () => ({}) },
  'POST /api/subscription/create': { access: 'signed-in', success: 200, input: 'none', request: () => ({}) },
  'POST /api/subscription/cancel': {
    access: 'signed-in',
    success: 200,
    input: 'none',
    prepare: (fixture, practice) => fixture.activateSubscription(practice),
    request: () => ({}),
  },
  // Public, but only a delivery signed with the endpoint secret is read (an unsigned one answers 400).
  'POST /api/stripe/webhook': {
    access: 'public',
    success: 200,
    input: 'stripe-event',
    request: (_, shared) => {
      const event = shared.stripeEvent('customer.created', { id: `cus_${shared.unique()}`, object: 'customer' });
      return {
        raw: { body: event.payload, contentType: 'application/json' },
        headers: { 'stripe-signature': event.signature },
      };
    },
  },
};
