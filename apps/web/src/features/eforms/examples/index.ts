import { everyFieldTypeExample } from './every-field-type/every-field-type.ts';
import { pagedCountriesExample } from './paged-countries.ts';
import type { PlaygroundExample } from './playground-example.ts';
import { fareImportExample } from './rides/fare-import.ts';
import { rideRequestExample } from './rides/ride-request.ts';
import { tripStopsExample } from './trip-stops.ts';

export type { PlaygroundExample } from './playground-example.ts';

/** The examples offered by the picker, the first one shown when the page opens. */
export const playgroundExamples: readonly PlaygroundExample[] = [
  rideRequestExample,
  everyFieldTypeExample,
  pagedCountriesExample,
  tripStopsExample,
  fareImportExample,
];

export const exampleNamed = (name: string) => playgroundExamples.find((example) => example.name === name);
