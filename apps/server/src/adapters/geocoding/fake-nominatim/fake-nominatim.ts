/**
 * A fake Nominatim search service, as strict as the real one (docs: api/Search.md, api/Output.md, and
 * the usage policy): `GET /search?q=…&format=…&limit=…&countrycodes=…`, the format one of Nominatim's,
 * `limit` a whole number (at most 40 places, as Nominatim caps it), `countrycodes` two-letter ISO codes;
 * a request without a User-Agent is blocked (403), as the public server blocks anonymous clients.
 * Refusals in Nominatim's JSON error shape. Its places: a list a test chooses, matched word by word.
 */
export type FakeNominatimPlace = {
  name: string;
  displayName: string;
  latitude: number;
  longitude: number;
  countryCode: string;
};
export type FakeNominatimAnswer = { status: number; body: unknown; contentType: string };

const FORMATS = ['xml', 'json', 'jsonv2', 'geojson', 'geocodejson'];
const FORMATS_SERVED = ['json', 'jsonv2'];
const MAX_LIMIT = 40;

/** Places in Lagos, as OpenStreetMap's Nominatim names them. */
export const FAKE_NOMINATIM_PLACES: FakeNominatimPlace[] = [
  {
    name: 'Ikeja City Mall',
    displayName: 'Ikeja City Mall, Obafemi Awolowo Way, Alausa, Ikeja, Lagos State, 100281, Nigeria',
    latitude: 6.6142,
    longitude: 3.3581,
    countryCode: 'ng',
  },
  {
    name: 'Lekki Phase 1',
    displayName: 'Lekki Phase 1, Eti-Osa, Lagos State, 106104, Nigeria',
    latitude: 6.4474,
    longitude: 3.4723,
    countryCode: 'ng',
  },
  {
    name: 'Lekki Market',
    displayName: 'Lekki Market, Lekki-Epe Expressway, Eti-Osa, Lagos State, Nigeria',
    latitude: 6.4391,
    longitude: 3.5183,
    countryCode: 'ng',
  },
  {
    name: 'Lekki',
    displayName: 'Lekki, Lagos, Ghana',
    latitude: 5.6,
    longitude: -0.2,
    countryCode: 'gh',
  },
];

const refuse = (status: number, message: string): FakeNominatimAnswer => ({
  status,
  body: { error: { code: status, message } },
  contentType: 'application/json; charset=utf-8',
});

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function asJsonv2(place: FakeNominatimPlace, index: number, format: string) {
  const [category, type] = ['place', 'locality'];
  return {
    place_id: 1000 + index,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'node',
    osm_id: 7_000_000 + index,
    lat: place.latitude.toFixed(7),
    lon: place.longitude.toFixed(7),
    ...(format === 'jsonv2' ? { category, place_rank: 20 } : { class: category }),
    type,
    importance: 0.4,
    addresstype: type,
    name: place.name,
    display_name: place.displayName,
    boundingbox: [
      (place.latitude - 0.01).toFixed(7),
      (place.latitude + 0.01).toFixed(7),
      (place.longitude - 0.01).toFixed(7),
      (place.longitude + 0.01).toFixed(7),
    ],
  };
}

/** Nominatim's answer to a request: its path with the query string, and its User-Agent. */
export function answerNominatim(
  path: string,
  userAgent: string | undefined,
  places: readonly FakeNominatimPlace[] = FAKE_NOMINATIM_PLACES,
): FakeNominatimAnswer {
  if (!userAgent?.trim())
    return {
      status: 403,
      body: "<html><body><h1>Access blocked</h1><p>You have been blocked because you have violated the usage policy of OSM's Nominatim geocoding service.</p></body></html>",
      contentType: 'text/html',
    };
  const url = new URL(path, 'http://nominatim.invalid');
  if (url.pathname !== '/search' && url.pathname !== '/search.php') return refuse(404, 'Not Found');
  const query = url.searchParams;
  const format = query.get('format') ?? 'jsonv2';
  if (!FORMATS.includes(format))
    return refuse(400, `Parameter 'format' must be one of: ${FORMATS.join(', ')}`);
  // Only the JSON formats are served here: an XML or GeoJSON ask is the server's own bug.
  if (!FORMATS_SERVED.includes(format)) return refuse(400, `Format ${format} is not served by the fake`);
  const limitText = query.get('limit') ?? '10';
  if (!/^-?\d+$/.test(limitText)) return refuse(400, "Parameter 'limit' must be a number.");
  const limit = Math.min(Math.max(Number(limitText), 1), MAX_LIMIT);
  const countries = query.get('countrycodes');
  const codes = countries === null ? undefined : countries.toLowerCase().split(',').filter(Boolean);
  if (codes?.some((code) => !/^[a-z]{2}$/.test(code)))
    return refuse(400, "Parameter 'countrycodes' must be a comma-separated list of ISO 3166-1alpha2 codes.");
  const text = query.get('q')?.trim() ?? '';
  if (text === '') return refuse(400, 'Nothing to search for.');
  const asked = words(text);
  const found = places
    .map((place, index) => ({ place, index }))
    .filter(({ place }) => codes === undefined || codes.includes(place.countryCode))
    .filter(({ place }) => {
      const held = words(place.displayName);
      return asked.every((word) => held.some((one) => one.startsWith(word)));
    })
    .slice(0, limit);
  return {
    status: 200,
    body: found.map(({ place, index }) => asJsonv2(place, index, format)),
    contentType: 'application/json; charset=utf-8',
  };
}
