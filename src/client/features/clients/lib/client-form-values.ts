import type { Client, ClientInput } from '@/shared/schemas/clients';

/**
 * What the form starts with: the client's details when editing, blanks when adding. Every box
 * holds text ('' for "not given"), which the shared schema turns into nulls and numbers.
 */
export function clientFormValues(client?: Client): ClientInput {
  return {
    firstName: client?.firstName ?? '',
    lastName: client?.lastName ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    dateOfBirth: client?.dateOfBirth ?? '',
    gender: client?.gender ?? '',
    pregnancy: client?.pregnancy ?? '',
    height: client?.height == null ? '' : String(client.height),
    weight: client?.weight == null ? '' : String(client.weight),
    goalWeight: client?.goalWeight == null ? '' : String(client.goalWeight),
    activityLevel: client?.activityLevel ?? '',
    healthGoals: client?.healthGoals ?? '',
    notes: client?.notes ?? '',
    dietaryRestrictions: client?.dietaryRestrictions ?? [],
    allergies: client?.allergies ?? [],
    medicalConditions: client?.medicalConditions ?? [],
    bodyUnits: client?.bodyUnits ?? '',
    energyUnit: client?.energyUnit ?? '',
  };
}
