import { cuisines, type Cuisine } from '../../../../shared/recipes/recipe-vocabulary.ts';

/**
 * The table each cuisine is laid on. Typed by the catalogue's cuisine list, so a cuisine added there does not
 * compile until it has a table of its own; a recipe of the user's own cuisine ("fusion", or none) gets the default.
 */

type Surface = 'wood' | 'linen' | 'tile' | 'marble' | 'terrazzo' | 'slate';

export interface Table {
  base: string;
  surface: Surface;
  /** napkin colour */
  cloth: string;
  /** glazed ceramic of plates and bowls */
  ceramic: string;
  /** optional painted rim */
  rim?: string;
  /** chopsticks instead of fork and knife */
  sticks?: boolean;
}

const tables: Record<Cuisine, Table> = {
  italian: { base: '#ece3d6', surface: 'marble', cloth: '#c8644c', ceramic: '#fbf8f2' },
  mexican: { base: '#d49167', surface: 'tile', cloth: '#2f7a73', ceramic: '#f6eedd', rim: '#2f7a73' },
  chinese: { base: '#5d4032', surface: 'wood', cloth: '#b5473c', ceramic: '#f6f3ec', rim: '#3d5a8a', sticks: true },
  indian: { base: '#2f5c60', surface: 'linen', cloth: '#e0a33a', ceramic: '#f7efe1', rim: '#c99a3e' },
  french: { base: '#dde2e6', surface: 'linen', cloth: '#f4efe6', ceramic: '#ffffff', rim: '#7b8fa6' },
  thai: { base: '#a7b89c', surface: 'linen', cloth: '#d7a043', ceramic: '#f7f2e7' },
  mediterranean: { base: '#f1ede4', surface: 'terrazzo', cloth: '#3f6f9c', ceramic: '#fcfaf5', rim: '#3f6f9c' },
  american: { base: '#c99c6e', surface: 'wood', cloth: '#6d8aa8', ceramic: '#fdfbf7' },
  british: { base: '#8e9d80', surface: 'linen', cloth: '#f2ece1', ceramic: '#fcf9f3', rim: '#35557a' },
  caribbean: { base: '#5fb3a8', surface: 'wood', cloth: '#f2b134', ceramic: '#fffaf0' },
  greek: { base: '#e6ecf0', surface: 'marble', cloth: '#2f5e8e', ceramic: '#ffffff', rim: '#2f5e8e' },
  japanese: { base: '#34393d', surface: 'slate', cloth: '#a8b597', ceramic: '#ebe5da', sticks: true },
  korean: { base: '#d9ccb6', surface: 'wood', cloth: '#3b4b5c', ceramic: '#f1ece3', sticks: true },
  'latin american': { base: '#e4a27a', surface: 'tile', cloth: '#3b7a57', ceramic: '#f8f0e4' },
  'middle eastern': { base: '#e2cfaa', surface: 'terrazzo', cloth: '#2d6a7a', ceramic: '#f8f2e5', rim: '#2d6a7a' },
  african: { base: '#b47a4e', surface: 'wood', cloth: '#e2b13c', ceramic: '#f3e9d7' },
  spanish: { base: '#cf7d57', surface: 'tile', cloth: '#f1e7d3', ceramic: '#faf3e6', rim: '#2f5c8a' },
  vietnamese: { base: '#b9c59c', surface: 'wood', cloth: '#ece3cf', ceramic: '#fbfaf6', rim: '#4f7a6a', sticks: true },
  nordic: { base: '#ece6dc', surface: 'wood', cloth: '#9aa9b1', ceramic: '#f3f0eb' },
};

const defaultTable: Table = { base: '#e6e2da', surface: 'terrazzo', cloth: '#8fa68a', ceramic: '#ffffff' };

const isCuisine = (value: string): value is Cuisine => (cuisines as readonly string[]).includes(value);

/** The table for a recipe's cuisine, matched without regard to case. */
export function tableFor(cuisine: string | null): Table {
  const key = String(cuisine ?? '').toLowerCase();
  return isCuisine(key) ? tables[key] : defaultTable;
}
