// Test-only: whole records in the shared contracts' shapes, so a test writes only the fields it is about.
//   const priya = aClientSummary({ firstName: 'Priya', lastName: 'Raman' });
//   fakeApi({ 'GET /api/clients': [priya], 'POST /api/meal-plans': (call) => aMealPlan({ ...call.body }) });
// Each builder's defaults are a plausible record; ids come from testId(n), which every uuid check accepts.
// Add a builder here when two test files would otherwise both spell out the same record.
import type { PublicUser } from '@/shared/schemas/auth';
import type { Intake } from '@/shared/schemas/food-diary';
import type { Client, ClientSummary } from '@/shared/schemas/clients';
import type { MealPlan, MealPlanSummary, ResolvedDay } from '@/shared/schemas/meal-plans';
import type { Recipe } from '@/shared/schemas/recipes';

/** A valid v4 uuid numbered n, easy to tell apart in a failure message. */
export const testId = (n: number) => `0e570000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const createdAt = '2026-03-01T10:00:00.000Z';

export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: testId(1),
    username: 'priya',
    email: 'priya@example.com',
    firstName: 'Priya',
    lastName: 'Patel',
    role: 'user',
    businessName: null,
    businessLogo: null,
    tagline: null,
    brandColorPrimary: '#10b981',
    brandColorSecondary: '#059669',
    contactEmail: null,
    contactPhone: null,
    website: null,
    subscriptionStatus: 'active',
    createdAt,
    ...overrides,
  };
}

export function aClient(overrides: Partial<Client> = {}): Client {
  return {
    id: testId(100),
    userId: testId(1),
    firstName: 'Priya',
    lastName: 'Raman',
    email: null,
    phone: null,
    dateOfBirth: null,
    gender: null,
    pregnancy: null,
    height: null,
    weight: null,
    goalWeight: null,
    activityLevel: null,
    healthGoals: null,
    notes: null,
    dietaryRestrictions: [],
    allergies: [],
    medicalConditions: [],
    bodyUnits: null,
    energyUnit: null,
    allergiesReview: null,
    archivedAt: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

export function aClientSummary(overrides: Partial<ClientSummary> = {}): ClientSummary {
  return {
    id: testId(100),
    firstName: 'Priya',
    lastName: 'Raman',
    email: null,
    dateOfBirth: null,
    dietaryRestrictions: [],
    allergies: [],
    healthGoals: null,
    archivedAt: null,
    createdAt,
    ...overrides,
  };
}

export function aMealPlan(overrides: Partial<MealPlan> = {}): MealPlan {
  return {
    id: testId(200),
    userId: testId(1),
    clientId: null,
    clientName: null,
    name: 'Heart-healthy reset',
    description: null,
    startDate: '2026-03-02',
    endDate: '2026-03-08',
    status: 'active',
    targetCalories: null,
    targetProtein: null,
    targetCarbs: null,
    targetFat: null,
    notes: null,
    dayTypes: null,
    shareToken: 'tok_abc123',
    shareExpiresAt: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

/** One plan as GET /api/meal-plans lists it (the fields mealPlanSummarySchema picks). */
export function aMealPlanSummary(overrides: Partial<MealPlanSummary> = {}): MealPlanSummary {
  const plan = aMealPlan();
  return {
    id: plan.id,
    clientId: plan.clientId,
    clientName: plan.clientName,
    name: plan.name,
    description: plan.description,
    startDate: plan.startDate,
    endDate: plan.endDate,
    status: plan.status,
    targetCalories: plan.targetCalories,
    shareToken: plan.shareToken,
    shareExpiresAt: plan.shareExpiresAt,
    createdAt: plan.createdAt,
    ...overrides,
  };
}

const noNutrition = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 };

/** A day with no meals planned, as the server answers for a new or emptied day. */
export function anEmptyDay(overrides: Partial<ResolvedDay> = {}): ResolvedDay {
  return {
    dayNumber: 1,
    date: '2026-03-02',
    meals: { breakfast: null, lunch: null, dinner: null, snacks: [] },
    totals: noNutrition,
    ...overrides,
  };
}

export function aRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: testId(300),
    userId: testId(1),
    name: 'Banana porridge',
    description: null,
    instructions: 'Cook and stir.',
    prepTime: null,
    cookTime: null,
    servings: 1,
    ingredients: [],
    nutrition: null,
    nutritionCoverage: null,
    tags: [],
    cuisine: null,
    difficulty: null,
    isPublic: false,
    imageUrl: null,
    sourceName: null,
    sourceUrl: null,
    healthScore: null,
    spoonacularId: null,
    readyInMinutes: null,
    pricePerServing: null,
    isOwn: true,
    diets: [],
    dietNotes: [],
    allergens: [],
    allergenLabels: [],
    mealTypes: [],
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

/** A week of intake with nothing logged (the profile's Intake card), for screens that show the profile. */
export function anEmptyIntake(clientId: string): Intake {
  return {
    clientId,
    from: '2026-11-17',
    to: '2026-11-23',
    lifeStage: null,
    lifeStageLabel: null,
    missing: ['age'],
    days: [],
    average: { loggedDays: 0, eaten: null, planned: null, waterMl: null, adequacy: [] },
  };
}
