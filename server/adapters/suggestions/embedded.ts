import type { AddressData, BankData, MetroData, Suggestion, SuggestionsPort } from './port';
import { SAMPLE_BANKS, SAMPLE_CITIES, SAMPLE_METRO, type SampleCity } from './sample-data';

const norm = (text: string) => text.toLowerCase().replace(/ё/g, 'е');
const words = (text: string) =>
  norm(text)
    .split(/[\s,.]+/)
    .filter(Boolean);
/** Type words a person adds ('г', 'ул', 'дом'...): they never decide a match. */
const NOISE = new Set([
  'г',
  'город',
  'ул',
  'улица',
  'пр-кт',
  'проспект',
  'ш',
  'шоссе',
  'д',
  'дом',
  'кв',
  'корп',
  'к',
]);

function addressOf(
  city: SampleCity,
  street: [string, string, string],
  house: string | null,
  flat: string | null,
) {
  const [type, name, postcode] = street;
  const streetWithType = `${type} ${name}`;
  const parts = [`г ${city.city}`, streetWithType, house ? `д ${house}` : null, flat ? `кв ${flat}` : null];
  const value = parts.filter(Boolean).join(', ');
  const data: AddressData = {
    postal_code: postcode,
    country: 'Россия',
    region: city.region,
    region_kladr_id: city.regionKladr,
    city: city.city,
    city_kladr_id: city.cityKladr,
    settlement_with_type: null,
    street: name,
    street_with_type: streetWithType,
    street_kladr_id: `${city.cityKladr.slice(0, 11)}${String(city.streets.indexOf(street) + 1).padStart(4, '0')}00`,
    house,
    block: null,
    flat,
  };
  return {
    value,
    unrestricted_value: `${postcode}, ${city.region === city.city ? `г ${city.city}` : `${city.region} обл, г ${city.city}`}, ${parts.slice(1).filter(Boolean).join(', ')}`,
    data,
  };
}

/**
 * Offline suggestions over the sample (sample-data.ts): every word of the query must start a word
 * of the city or street; numbers are taken as the house and then the flat, as DaData reads them.
 */
export function createEmbeddedSuggestions(): SuggestionsPort {
  return {
    name: 'embedded',
    async address(query, count) {
      const all = words(query).filter((w) => !NOISE.has(w));
      const out: Suggestion<AddressData>[] = [];
      for (const city of SAMPLE_CITIES) {
        for (const street of city.streets) {
          const haystack = words(`${city.city} ${street[1]}`);
          // Numbers that are part of the street's name ('8 Марта') are the street; the rest the house, the flat.
          const numbers = all.filter((w) => /^\d+[а-я]?$/.test(w) && !haystack.includes(w));
          const text = all.filter((w) => !numbers.includes(w));
          if (text.length === 0 || !text.every((w) => haystack.some((h) => h.startsWith(w)))) continue;
          const [house = null, flat = null] = numbers;
          out.push(addressOf(city, street, house, flat));
          if (out.length >= count) return out;
        }
      }
      return out;
    },
    async metro(query, city, count) {
      const q = norm(query.trim());
      if (!q) return [];
      const cities = city ? [city] : Object.keys(SAMPLE_METRO);
      const out: Suggestion<MetroData>[] = [];
      for (const name of cities) {
        for (const [station, line] of SAMPLE_METRO[name] ?? []) {
          if (
            !norm(station)
              .split(/\s+/)
              .some((w) => w.startsWith(q)) &&
            !norm(station).startsWith(q)
          )
            continue;
          out.push({
            value: station,
            unrestricted_value: `${station} (${line}, ${name})`,
            data: { name: station, line_name: line, city: name },
          });
          if (out.length >= count) return out;
        }
      }
      return out;
    },
    async bank(query, count) {
      const q = norm(query.trim());
      if (!q) return [];
      return SAMPLE_BANKS.filter(
        ([bic, payment, short]) => bic.startsWith(q) || norm(payment).includes(q) || norm(short).includes(q),
      )
        .slice(0, count)
        .map(([bic, payment, short, account]) => {
          const data: BankData = { bic, name: { payment, short }, correspondent_account: account };
          return { value: payment, unrestricted_value: payment, data };
        });
    },
  };
}
