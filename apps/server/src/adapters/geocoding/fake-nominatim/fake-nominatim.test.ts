import { describe, expect, it } from 'vitest';
import { answerNominatim } from './fake-nominatim.ts';

const agent = 'Wayfare/1.0 (test)';

describe('the fake Nominatim search', () => {
  it("answers jsonv2 places in Nominatim's shape: coordinates as text, name and display_name", () => {
    const answer = answerNominatim('/search?q=ikeja&format=jsonv2&limit=8&countrycodes=ng', agent);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      expect.objectContaining({
        lat: '6.6142000',
        lon: '3.3581000',
        name: 'Ikeja City Mall',
        display_name: expect.stringMatching(/^Ikeja City Mall, .*Nigeria$/),
        category: 'place',
        place_rank: 20,
        boundingbox: expect.any(Array),
      }),
    ]);
    // json (not v2) says class, not category.
    expect(answerNominatim('/search?q=ikeja&format=json', agent).body).toEqual([
      expect.objectContaining({ class: 'place' }),
    ]);
  });

  it('keeps to countrycodes and limit', () => {
    const everywhere = answerNominatim('/search?q=lekki&format=jsonv2', agent).body as unknown[];
    expect(everywhere).toHaveLength(3);
    expect(answerNominatim('/search?q=lekki&format=jsonv2&countrycodes=ng', agent).body).toHaveLength(2);
    expect(answerNominatim('/search?q=lekki&format=jsonv2&limit=1', agent).body).toHaveLength(1);
  });

  it('refuses as Nominatim does', () => {
    const refusals: [string, number, string][] = [
      [
        '/search?q=ikeja&format=html',
        400,
        "Parameter 'format' must be one of: xml, json, jsonv2, geojson, geocodejson",
      ],
      ['/search?q=ikeja&format=jsonv2&limit=ten', 400, "Parameter 'limit' must be a number."],
      [
        '/search?q=ikeja&format=jsonv2&countrycodes=nga',
        400,
        "Parameter 'countrycodes' must be a comma-separated list of ISO 3166-1alpha2 codes.",
      ],
      ['/search?format=jsonv2', 400, 'Nothing to search for.'],
      ['/lookup?osm_ids=N1', 404, 'Not Found'],
    ];
    for (const [path, status, message] of refusals)
      expect(answerNominatim(path, agent), path).toMatchObject({
        status,
        body: { error: { code: status, message } },
      });
    expect(answerNominatim('/search?q=ikeja&format=jsonv2', undefined)).toMatchObject({
      status: 403,
      contentType: 'text/html',
    });
  });
});
