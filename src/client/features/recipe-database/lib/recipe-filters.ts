import { dishTypes, filterCuisines } from '@/shared/recipes/recipe-vocabulary';
import { maxCaloriesOptions, maxTimeOptions, minHealthOptions, searchDiets } from '@/shared/schemas/recipe-database';

export interface RecipeFilters {
  diet: string;
  cuisine: string;
  type: string;
  maxTime: string;
  maxCalories: string;
  minHealth: string;
}

export const anyFilters: RecipeFilters = {
  diet: 'any',
  cuisine: 'any',
  type: 'any',
  maxTime: 'any',
  maxCalories: 'any',
  minHealth: 'any',
};

const capitalise = (text: string) =>
  text.replace(/(^|[\s-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());

/** The option lists of spec section 9, with the words a dietitian reads. */
export const filterFields: {
  name: keyof RecipeFilters;
  label: string;
  anyLabel: string;
  options: { value: string; label: string }[];
}[] = [
  {
    name: 'diet',
    label: 'Diet',
    anyLabel: 'Any diet',
    options: searchDiets.map((diet) => ({ value: diet, label: diet === 'whole30' ? 'Whole30' : capitalise(diet) })),
  },
  {
    name: 'cuisine',
    label: 'Cuisine',
    anyLabel: 'Any cuisine',
    options: filterCuisines.map((cuisine) => ({ value: cuisine, label: capitalise(cuisine) })),
  },
  {
    name: 'type',
    label: 'Meal type',
    anyLabel: 'Any meal type',
    options: dishTypes.map((type) => ({ value: type, label: capitalise(type) })),
  },
  {
    name: 'maxTime',
    label: 'Max cooking time',
    anyLabel: 'Any time',
    options: maxTimeOptions.map((minutes) => ({
      value: String(minutes),
      label: minutes >= 60 ? `${minutes / 60} hour${minutes > 60 ? 's' : ''}` : `${minutes} minutes`,
    })),
  },
  {
    name: 'maxCalories',
    label: 'Max calories per serving',
    anyLabel: 'Any calories',
    options: maxCaloriesOptions.map((kcal) => ({ value: String(kcal), label: `${kcal} kcal` })),
  },
  {
    name: 'minHealth',
    label: 'Min health score',
    anyLabel: 'Any score',
    options: minHealthOptions.map((option) => ({
      value: String(option.value),
      label: `${option.value}+ (${option.label})`,
    })),
  },
];

export function activeFilterLabels(filters: RecipeFilters): { name: keyof RecipeFilters; label: string }[] {
  return filterFields.flatMap((field) => {
    const value = filters[field.name];
    if (value === 'any') return [];
    const option = field.options.find((item) => item.value === value);
    return [
      {
        name: field.name,
        label: option
          ? field.name === 'maxTime'
            ? `≤ ${option.label}`
            : field.name === 'maxCalories'
              ? `≤ ${option.label}`
              : option.label
          : value,
      },
    ];
  });
}

export { capitalise };
