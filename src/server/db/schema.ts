/**
 * The whole data model in one file (spec section 3). Migrations are generated from it with
 * `npm run db:generate` and committed; CI fails when the two disagree.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** argon2id hash; never leaves the server. */
    password: text('password').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    role: text('role').notNull().default('user'),
    businessName: text('business_name'),
    businessLogo: text('business_logo'),
    tagline: text('tagline'),
    brandColorPrimary: text('brand_color_primary').notNull().default('#10b981'),
    brandColorSecondary: text('brand_color_secondary').notNull().default('#059669'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    website: text('website'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    subscriptionStatus: text('subscription_status').notNull().default('trial'),
    /** End of the paid period as Stripe last reported it (re-read from Stripe, never taken from a webhook body). */
    subscriptionCurrentPeriodEnd: timestamp('subscription_current_period_end', { withTimezone: true, mode: 'date' }),
    subscriptionCancelAtPeriodEnd: boolean('subscription_cancel_at_period_end').notNull().default(false),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    /** How the practice reads its figures (issue 34, decision 0033); what is stored stays in kcal, g, kg and cm. */
    locale: text('locale').notNull().default('en-US'),
    bodyUnits: text('body_units').notNull().default('us'),
    kitchenUnits: text('kitchen_units').notNull().default('us'),
    energyUnit: text('energy_unit').notNull().default('kcal'),
    createdAt: createdAt(),
  },
  (t) => [
    // Sign-in accepts either name in any case, so uniqueness is case-insensitive too.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_body_units_check', sql`${t.bodyUnits} in ('metric', 'us', 'uk')`),
    check('users_kitchen_units_check', sql`${t.kitchenUnits} in ('metric', 'us')`),
    check('users_energy_unit_check', sql`${t.energyUnit} in ('kcal', 'kJ')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not hand out live sessions. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender'),
    /** 'pregnant' or 'lactating' (null: neither): picks the DRI life-stage group */
    pregnancy: text('pregnancy'),
    height: numeric('height', { precision: 5, scale: 2 }),
    weight: numeric('weight', { precision: 5, scale: 2 }),
    /** The weight the client is working towards (kg), drawn as the goal line of the progress chart. */
    goalWeight: numeric('goal_weight', { precision: 5, scale: 2 }),
    /** The client's own units for the portal and their documents (issue 34); null: the practice's. */
    bodyUnits: text('body_units'),
    energyUnit: text('energy_unit'),
    activityLevel: text('activity_level'),
    healthGoals: text('health_goals'),
    dietaryRestrictions: text('dietary_restrictions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergies: text('allergies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    medicalConditions: text('medical_conditions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes'),
    /** Set when free-text allergies were converted to allergen ids, until the practitioner confirms or edits them. */
    allergiesReview: jsonb('allergies_review').$type<{
      convertedAt: string;
      entries: { from: string; to: string[] }[];
    }>(),
    /**
     * Set while the practice keeps the record out of the way (issue 38): out of the lists, pickers, counts and the
     * generator; the client's plans leave the plan list and their share links and portal access stop. Null: active.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('clients_user_id_idx').on(t.userId),
    check(
      'clients_gender_check',
      sql`${t.gender} is null or ${t.gender} in ('male', 'female', 'other', 'prefer-not-to-say')`,
    ),
    check('clients_pregnancy_check', sql`${t.pregnancy} is null or ${t.pregnancy} in ('pregnant', 'lactating')`),
    check('clients_body_units_check', sql`${t.bodyUnits} is null or ${t.bodyUnits} in ('metric', 'us', 'uk')`),
    check('clients_energy_unit_check', sql`${t.energyUnit} is null or ${t.energyUnit} in ('kcal', 'kJ')`),
    check(
      'clients_activity_level_check',
      sql`${t.activityLevel} is null or ${t.activityLevel} in ('sedentary', 'lightly_active', 'moderately_active', 'very_active', 'extra_active')`,
    ),
  ],
);

/**
 * A client's own sign-in to the portal (issue 21). Kept apart from `users` on purpose: a portal session can
 * never be mistaken for a practitioner's, and admin counts, billing and the users list stay about
 * practitioners. One account per client record; removing the client removes the account.
 */
export const portalAccounts = pgTable(
  'portal_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** argon2id hash; null until the client accepts the invitation. */
    password: text('password'),
    invitedAt: timestamp('invited_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    /** Set when the practitioner withdraws access; a new invitation clears it. */
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
    /** SHA-256 of the outstanding invitation token (the link carries the token itself); null once spent. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('portal_accounts_client_key').on(t.clientId),
    uniqueIndex('portal_accounts_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('portal_accounts_invite_token_key').on(t.inviteTokenHash),
  ],
);

/**
 * A client's signed-in portal session (decision 0021): its own table and its own cookie, so no practitioner
 * route can ever resolve one. Same rules as `sessions`: only the token's SHA-256 is stored.
 */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => portalAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [
    index('portal_sessions_account_id_idx').on(t.accountId),
    index('portal_sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** Shopping-list items the client ticked off in the portal, per plan (kept on the server so every device agrees). */
export const portalShoppingTicks = pgTable(
  'portal_shopping_ticks',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    mealPlanId: uuid('meal_plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    /** "group|name" of the list's item, as the list names it */
    item: text('item').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.mealPlanId, t.item] })],
);

/** What the client marked for a planned meal: one answer per client, date and meal (sending again replaces it). */
export const clientCheckIns = pgTable(
  'client_check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The plan the meal belonged to when checked; kept as null if that plan is later removed. */
    mealPlanId: uuid('meal_plan_id').references(() => mealPlans.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    mealType: text('meal_type').notNull(),
    status: text('status').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('client_check_ins_client_date_meal_key').on(t.clientId, t.date, t.mealType),
    check('client_check_ins_meal_type_check', sql`${t.mealType} in ('breakfast', 'lunch', 'dinner', 'snacks')`),
    check('client_check_ins_status_check', sql`${t.status} in ('eaten', 'skipped', 'swapped')`),
  ],
);

/** The client's weight (and waist) log, one entry per date. */
export const clientMeasurements = pgTable(
  'client_measurements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    weightKg: numeric('weight_kg', { precision: 5, scale: 2 }).notNull(),
    waistCm: numeric('waist_cm', { precision: 5, scale: 1 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('client_measurements_client_date_key').on(t.clientId, t.date)],
);

/**
 * The client's food diary (issue 33): one record per client, date and meal, its entries as the portal sent them
 * with the names shown at the time; an empty list is a skipped meal (decision 0030).
 */
export const clientDiaryMeals = pgTable(
  'client_diary_meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    mealType: text('meal_type').notNull(),
    entries: jsonb('entries').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('client_diary_meals_client_date_meal_key').on(t.clientId, t.date, t.mealType),
    check('client_diary_meals_meal_type_check', sql`${t.mealType} in ('breakfast', 'lunch', 'dinner', 'snacks')`),
  ],
);

/** Water the client drank, one total per day in ml. */
export const clientWaterLogs = pgTable(
  'client_water_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    ml: integer('ml').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('client_water_logs_client_date_key').on(t.clientId, t.date),
    check('client_water_logs_ml_check', sql`${t.ml} >= 0`),
  ],
);

export const recipes = pgTable(
  'recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the shared catalogue; owner otherwise (removed with the owner). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    instructions: text('instructions').notNull(),
    prepTime: integer('prep_time'),
    cookTime: integer('cook_time'),
    servings: integer('servings').notNull().default(1),
    /** [{name, amount, unit, fdcId?}] */
    ingredients: jsonb('ingredients').notNull(),
    /** {calories, protein, carbs, fat, fiber, sugar, sodium} per serving, computed by the server. */
    nutrition: jsonb('nutrition'),
    /** {resolvedIngredients, totalIngredients}: how much of the recipe the nutrition counts */
    nutritionCoverage: jsonb('nutrition_coverage'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cuisine: text('cuisine'),
    difficulty: text('difficulty'),
    isPublic: boolean('is_public').notNull().default(false),
    /** Set on a practitioner's saved copy of a Spoonacular recipe (unique per owner, so two can both save it). */
    spoonacularId: integer('spoonacular_id'),
    /** Stable key of a catalogue recipe (shared rows only), so loading the catalogue again updates, never duplicates. */
    catalogueKey: text('catalogue_key').unique(),
    /** The catalogue recipe a practitioner's saved copy came from. */
    sourceRecipeId: uuid('source_recipe_id'),
    /** breakfast, lunch, dinner, snack: where a generator may place it. */
    mealTypes: text('meal_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Dish types of spec section 9 (main course, salad, soup, ...). */
    dishTypes: text('dish_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Derived from the ingredients' foods, never typed: vegetarian, vegan, gluten-free, ... */
    diets: text('diets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Why vegetarian or vegan is not claimed when only a doubt stands in the way (derived with the diets). */
    dietNotes: text('diet_notes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Allergens (ids of src/shared/nutrition/allergens.ts) the recipe contains or may contain, from the allergen table. */
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The same with contains told from may contain, each naming its ingredients and foods; null until derived. */
    allergenLabels: jsonb('allergen_labels'),
    sourceUrl: text('source_url'),
    imageUrl: text('image_url'),
    sourceName: text('source_name'),
    readyInMinutes: integer('ready_in_minutes'),
    healthScore: integer('health_score'),
    pricePerServing: numeric('price_per_serving', { precision: 10, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recipes_user_id_idx').on(t.userId),
    // Every practice sees its own, the catalogue (user_id null) and the shared recipes: with this index the three
    // arms are one BitmapOr instead of a scan of every practice's recipes (decision 0015).
    index('recipes_public_idx')
      .on(t.isPublic)
      .where(sql`${t.isPublic}`),
    uniqueIndex('recipes_user_spoonacular_key').on(t.userId, t.spoonacularId),
    uniqueIndex('recipes_user_source_recipe_key').on(t.userId, t.sourceRecipeId),
    check('recipes_difficulty_check', sql`${t.difficulty} is null or ${t.difficulty} in ('easy', 'medium', 'hard')`),
    check('recipes_servings_check', sql`${t.servings} >= 1`),
  ],
);

export const recipeBookmarks = pgTable(
  'recipe_bookmarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    category: text('category').notNull().default('general'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recipe_bookmarks_user_recipe_key').on(t.userId, t.recipeId)],
);

export const mealPlans = pgTable(
  'meal_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Optional: a generated plan can be saved before it is given to a client; the plan outlives a removed
     * client and then shows as 'Unknown Client', as the list screen expects. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('active'),
    targetCalories: integer('target_calories'),
    targetProtein: integer('target_protein'),
    targetCarbs: integer('target_carbs'),
    targetFat: integer('target_fat'),
    notes: text('notes'),
    /** [{key, name, targetCalories, targetProtein, targetCarbs, targetFat}]: the plan's day types; null: none */
    dayTypes: jsonb('day_types'),
    /** At least 128 random bits, created by the server; null while the practitioner has withdrawn the link. */
    shareToken: text('share_token').unique(),
    /** The link stops working at this moment; null: until withdrawn. */
    shareExpiresAt: timestamp('share_expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meal_plans_user_id_idx').on(t.userId),
    index('meal_plans_client_id_idx').on(t.clientId),
    // the admin growth card counts the plans of the last 60 days (decision 0015)
    index('meal_plans_created_at_idx').on(t.createdAt),
    check('meal_plans_status_check', sql`${t.status} in ('active', 'completed', 'cancelled')`),
  ],
);

export const mealPlanDays = pgTable(
  'meal_plan_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mealPlanId: uuid('meal_plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    dayNumber: integer('day_number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** {breakfast?, lunch?, dinner?: {recipeId, servings}, snacks?: [{recipeId, servings}]} */
    meals: jsonb('meals')
      .notNull()
      .default(sql`'{}'::jsonb`),
    totalNutrition: jsonb('total_nutrition'),
    /** the key of one of the plan's day types; null: an ordinary day */
    dayType: text('day_type'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('meal_plan_days_plan_day_key').on(t.mealPlanId, t.dayNumber)],
);

/**
 * A practice's reusable plan (issue 32): a plan's days as day 1..N with their meals and servings, without dates or
 * client, and the plan's targets. Read fresh by its own calls, never part of a kept answer.
 */
export const planTemplates = pgTable(
  'plan_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    targetCalories: integer('target_calories'),
    targetProtein: integer('target_protein'),
    targetCarbs: integer('target_carbs'),
    targetFat: integer('target_fat'),
    /** [{meals, dayType?}] in day order: day 1 first; each day's meals as a plan day stores them */
    days: jsonb('days').notNull(),
    /** the day types the template's days name, as a plan holds them; null: none */
    dayTypes: jsonb('day_types'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('plan_templates_user_id_idx').on(t.userId)],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    mealPlanId: uuid('meal_plan_id').references(() => mealPlans.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    type: text('type').notNull(),
    content: jsonb('content').notNull(),
    pdfPath: text('pdf_path'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_user_id_idx').on(t.userId),
    index('reports_created_at_idx').on(t.createdAt),
    check('reports_type_check', sql`${t.type} in ('client_report', 'insurance_report', 'medical_report')`),
  ],
);

export const emailLog = pgTable(
  'email_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who asked for the e-mail; kept (as null) when that account is removed so the history stays whole. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /**
     * queued → sent, or failed after the last retry; not_delivered when no mail transport is configured;
     * refused when it was over the sender's quota (never sent, `error` says which limit)
     */
    status: text('status').notNull().default('sent'),
    /** what the e-mail is, e.g. 'shopping_list', 'admin_message' */
    kind: text('kind').notNull().default('message'),
    /**
     * The client the e-mail is about (a plan's shopping list, a portal invitation), whoever it went to: it leaves
     * with the client's record when that is erased and is part of the record's export (issue 38).
     */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    resendId: text('resend_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** the outbox: when a queued e-mail is next tried */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('email_log_created_at_idx').on(t.createdAt),
    index('email_log_outbox_idx').on(t.status, t.nextAttemptAt),
    // the sender's e-mail of the last day, counted against the quota with every new one
    index('email_log_user_created_idx').on(t.userId, t.createdAt),
    index('email_log_client_id_idx').on(t.clientId),
  ],
);

/**
 * Password-reset links. Only the SHA-256 of the token is kept (the e-mail carries the token itself), so a copy of
 * the database holds no usable link. A token works once, until it expires.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    /** SHA-256 of the token, hex */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * Who did what, when: every read and write of client health data, sign-ins and admin actions.
 * The actor id has no foreign key on purpose: the trail must outlive the account it names.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    summary: text('summary'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_actor_created_idx').on(t.actorId, t.createdAt),
    index('activity_log_entity_idx').on(t.entityType, t.entityId),
  ],
);

/** Fixed-window counters for rate limiting, in the database so several app processes share them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Food composition reference data: USDA SR28 (loaded from the npm package on first start, id = NDB number)
 * and, when FDC_API_KEY is set, FoodData Central foods met in searches (id = fdcId; FDC ids start above
 * 100000, so they never collide with NDB numbers). Nutrients per 100 g; null means "not measured", never 0.
 */
export const foods = pgTable(
  'foods',
  {
    id: integer('id').primaryKey(),
    source: text('source').notNull(),
    description: text('description').notNull(),
    foodGroup: text('food_group'),
    commonNames: text('common_names'),
    brandOwner: text('brand_owner'),
    energyKcal: doublePrecision('energy_kcal'),
    protein: doublePrecision('protein'),
    carbs: doublePrecision('carbs'),
    fat: doublePrecision('fat'),
    fiber: doublePrecision('fiber'),
    sugar: doublePrecision('sugar'),
    /** milligrams per 100 g */
    sodium: doublePrecision('sodium'),
    /**
     * Vitamins, minerals and fat fractions per 100 g ({potassium: 358, vitaminD: null, ...}, units in
     * shared/nutrition/nutrients.ts); null for a food loaded before they were carried or from a source without them.
     */
    nutrients: jsonb('nutrients'),
    /** Household measures the data carries: [{label: '1 cup, chopped', grams: 160}] */
    portions: jsonb('portions')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The practice whose own food this is (source 'practice', typed from a label, decision 0031); null for the
     * reference data every practice sees. Removed with its practice.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * A practice food as its label reads: serving size, household serving, nutrients per serving, ingredients
     * text, allergen statement (the per-100 g columns above are derived from it). Null for reference data.
     */
    label: jsonb('label'),
    /** A practice food's confirmed animal facts (animal-facts.ts code, 8 letters); null: the rules decide. */
    animalFacts: text('animal_facts'),
    /** Set when a practice deleted a food its recipes still use: they keep it, search no longer offers it. */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('foods_source_idx').on(t.source),
    index('foods_user_id_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    check('foods_practice_owner_check', sql`(${t.source} = 'practice') = (${t.userId} is not null)`),
  ],
);

/**
 * Ids of practice foods: from 2,000,000,000 up to the integer limit, far above SR28's NDB numbers (< 100,000) and
 * FoodData Central's fdcIds (about 2.7 million in 2026), so a recipe's fdcId names one food whatever its source.
 */
export const practiceFoodIds = pgSequence('practice_food_ids', {
  startWith: 2_000_000_000,
  minValue: 2_000_000_000,
  maxValue: 2_147_483_647,
  increment: 1,
});

/** Which reference data sets are loaded, so loading happens once and later starts skip it. */
export const dataLoads = pgTable('data_loads', {
  source: text('source').primaryKey(),
  rowCount: integer('row_count').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Files the app stores itself (practice logos): size- and type-checked on upload, served by the app. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_id_idx').on(t.userId)],
);

/** Stripe webhook events already handled, so a replayed or duplicated event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Answers to create requests that carried an Idempotency-Key, kept for a day: a retry of the same request (same
 * method, path and body) gets the first answer again instead of making a second row. Stored in the same
 * transaction as the request's own writes, so a request that was cut off either left both or neither.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the same key sent with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    contentType: text('content_type'),
    body: bytea('body').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_expires_at_idx').on(t.expiresAt)],
);

/**
 * One version per practice (scope = the practitioner's id) and one for data every practice sees (scope =
 * 'shared': catalogue and public recipes, foods). Database triggers give a scope a new random version in the
 * same transaction as any change to the data it covers (migration 0005), and the session lookup reads the
 * actor's two versions with the session, so an answer computed at the same versions can be served again from
 * memory on any app process (src/server/db/answer-cache.ts). Not in backups: a restore makes new versions.
 */
export const dataVersions = pgTable('data_versions', {
  scope: text('scope').primaryKey(),
  version: uuid('version').notNull(),
});

/**
 * How many clients and meal plans each practitioner has, kept by database triggers in the same transaction as
 * the rows (migration 0015): the admin user list and the platform totals read these few rows instead of counting
 * every client and plan on each request. No foreign key on purpose: a restore drops and remakes the keys of the
 * tables it loads, and these rows are not loaded but rebuilt by the triggers as the clients and plans go in.
 * Not in backups, and read by no kept answer.
 */
export const accountCounts = pgTable('account_counts', {
  userId: uuid('user_id').primaryKey(),
  clients: integer('clients').notNull().default(0),
  mealPlans: integer('meal_plans').notNull().default(0),
});

/**
 * A practice's own allergen statuses for a food, read from the product's label by one of its practitioners
 * (decision 0025): every screening of that practice uses them instead of the reviewed table's, other practices
 * never see them. `statuses` is the table's 15-letter code (allergens.ts, in the order of `allergens`), with only
 * C, M and F: a practice states what the label says. Carries the version triggers of its practice (migration 0018).
 */
export const practiceFoodAllergens = pgTable(
  'practice_food_allergens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id),
    statuses: text('statuses').notNull(),
    note: text('note').notNull(),
    /** the practitioner who set it (today always the practice's own account) */
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.foodId] }),
    check('practice_food_allergens_statuses_check', sql`${t.statuses} ~ '^[CMF]{15}$'`),
    check('practice_food_allergens_note_check', sql`char_length(${t.note}) between 1 and 500`),
  ],
);
