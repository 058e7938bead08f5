// The sizes of the synthetic population the backend can seed: the full one of the demo (about
// 21,000 people) and a small one (about 2,500) for tests that do not need thousands of people.
// The small one tells the same kinds of stories, and holds every featured person (featured.ts)
// with the same number, history and household as in the full one.
import { defaultPopulationOptions, type PopulationOptions } from './generate';

export const populationSizes = ['full', 'small'] as const;

export type PopulationSize = (typeof populationSizes)[number];

/**
 * The first 400 founding households with their share of non-residents, plus the founding
 * households and the non-resident of the featured people further on. A founding household's
 * index is the one whose history, generated on its own (`{ households: 0, extra: { households:
 * [index], nonResidents: [] } }`), holds the person; the unit test of the small size says when
 * these no longer match the generator.
 */
const small: PopulationOptions = {
  ...defaultPopulationOptions,
  households: 400,
  extra: { households: [973, 1521, 2149, 2571, 3176], nonResidents: [381] },
};

export function populationOptions(size: PopulationSize): PopulationOptions {
  return size === 'small' ? small : defaultPopulationOptions;
}
