import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlaceFinder } from './create-place-finder.ts';
import { type FakeNominatim, startFakeNominatim } from './fake-nominatim/start-fake-nominatim.ts';

const quiet = { warn: () => undefined };

describe('the place finder the settings choose (issue 33)', () => {
  let nominatim: FakeNominatim;
  beforeAll(async () => {
    nominatim = await startFakeNominatim();
  });
  afterAll(() => nominatim.close());

  it('without GEOCODER_URL: the shipped Lagos places whose name holds every word typed, best first', async () => {
    const finder = createPlaceFinder({ GEOCODER_URL: undefined, PUBLIC_URL: undefined }, quiet);
    const mall = await finder.findPlaces('MALL', 8);
    expect(mall.map((place) => place.Name)).toEqual([
      'Ikeja City Mall',
      'Maryland Mall',
      'The Palms Shopping Mall',
    ]);
    expect(mall[0]).toEqual({
      Name: 'Ikeja City Mall',
      Address: 'Ikeja City Mall, Obafemi Awolowo Way, Ikeja, Lagos',
      Latitude: 6.6142,
      Longitude: 3.3581,
    });
    expect((await finder.findPlaces('lekki', 8)).map((place) => place.Name)).toEqual([
      'Lekki Toll Gate',
      'Lekki Conservation Centre',
    ]);
    expect((await finder.findPlaces('lek toll', 8)).map((place) => place.Name)).toEqual(['Lekki Toll Gate']);
    expect(await finder.findPlaces('Abuja', 8)).toEqual([]);
    expect(await finder.findPlaces('mall', 1)).toHaveLength(1);
    expect(nominatim.requests).toEqual([]);
  });

  it("with GEOCODER_URL: Nominatim's, named by its User-Agent; refused or unreadable, the shipped places", async () => {
    const finder = createPlaceFinder(
      { GEOCODER_URL: nominatim.baseUrl, PUBLIC_URL: 'https://wayfare.example.ng' },
      quiet,
    );
    expect((await finder.findPlaces('ikeja mall', 8)).map((place) => place.Name)).toEqual([
      'Ikeja City Mall',
    ]);
    expect(nominatim.requests.at(-1)?.userAgent).toBe('Wayfare/1.0 (https://wayfare.example.ng)');
    nominatim.outage = 429;
    expect((await finder.findPlaces('ikeja mall', 8)).map((place) => place.Name)).toEqual([
      'Ikeja City Mall',
    ]);
    nominatim.outage = undefined;
    // A nameless place is called by the first part of its address.
    nominatim.places.push({
      name: '',
      displayName: '12 Adeola Odeku Street, Victoria Island, Lagos State, Nigeria',
      latitude: 6.43,
      longitude: 3.42,
      countryCode: 'ng',
    });
    expect(await finder.findPlaces('12 adeola', 8)).toEqual([
      {
        Name: '12 Adeola Odeku Street',
        Address: '12 Adeola Odeku Street, Victoria Island, Lagos State, Nigeria',
        Latitude: 6.43,
        Longitude: 3.42,
      },
    ]);
  });
});
