import type { Profile } from '#events/questionnaire/profile/types';
import { SAMPLE_CITIES } from '../../adapters/suggestions/sample-data';

/** A personal INN (12 digits) with both check digits right, from a 10-digit stem. */
export function innOf(stem: string): string {
  const digits = stem.padStart(10, '0').slice(0, 10).split('').map(Number);
  const check = (weights: number[], ds: number[]) =>
    (weights.reduce((sum, w, i) => sum + w * ds[i]!, 0) % 11) % 10;
  const d11 = check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8], digits);
  const d12 = check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8], [...digits, d11]);
  return [...digits, d11, d12].join('');
}

/** A SNILS 'NNN-NNN-NNN NN' with its control number right, from a 9-digit stem. */
export function snilsOf(stem: string): string {
  const digits = stem.padStart(9, '0').slice(0, 9);
  const sum = digits.split('').reduce((acc, d, i) => acc + Number(d) * (9 - i), 0);
  const control = sum < 100 ? sum : sum === 100 || sum === 101 ? 0 : sum % 101 === 100 ? 0 : sum % 101;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 9)} ${String(control).padStart(2, '0')}`;
}

/**
 * A complete, realistic profile for demo questionnaire number n (a Moscow or other demo-city
 * address from the suggestions sample, a passport issued after the 20th birthday).
 */
export function demoProfile(
  n: number,
  sex: 'male' | 'female',
  birth: string,
): Pick<Profile, 'passport' | 'addresses' | 'military'> & { inn: string; snils: string } {
  const city = SAMPLE_CITIES[n % SAMPLE_CITIES.length]!;
  const [type, street, postcode] = city.streets[n % city.streets.length]!;
  const [y, m, d] = birth.split('-');
  const issued = `${d}.${m}.${Number(y) + 20}`;
  const address = {
    postCode: postcode,
    country: 'Россия',
    region: city.region,
    idByRegion: city.regionKladr.slice(0, 2),
    city: city.city,
    street: `${type} ${street}`,
    house: String(((n * 7) % 90) + 1),
    corps: '',
    apartment: String(((n * 13) % 200) + 1),
    streetCod: `${city.cityKladr.slice(0, 11)}${String(n % 50).padStart(4, '0')}00`,
    regionCod: city.regionKladr,
  };
  return {
    inn: innOf(`77${String(10_000_000 + n * 7919).slice(-8)}`),
    snils: snilsOf(String(100_000_000 + n * 104_729).slice(-9)),
    passport: {
      placeBirth: `г. ${city.city}`,
      series: `${45 + (n % 5)}${String(10 + (n % 10)).padStart(2, '0')}`,
      number: String(100_000 + n * 3571).slice(-6),
      dateExtradition: issued,
      placeExtradition: `ГУ МВД России по ${city.region === city.city ? `г. ${city.city}` : `${city.region} обл.`}`,
      departmentNumber: `${city.regionKladr.slice(0, 2)}0-0${String((n % 90) + 10)}`,
    },
    addresses: {
      registration: { ...address, dateRegistration: issued },
      residential: address,
      notsend: true,
    },
    military: {
      status: sex === 'male' ? 'Military' : 'NonMilitary',
      documentType: sex === 'male' ? 'VBilet' : '',
      documentSeria: sex === 'male' ? 'АК' : '',
      documentNumber: sex === 'male' ? String(10_000_000 + n * 104_729).slice(-8) : '',
      rank: sex === 'male' ? 'Рядовой' : '',
      stockCategory: sex === 'male' ? '1' : '',
      profile: sex === 'male' ? 'Солдаты' : '',
      profileCode: '',
      medicineApprove: sex === 'male' ? 'А' : '',
      liable: '',
      office: '',
      mobilizationDocumentExist: false,
      militaryAccountingDateOut: '',
      militaryCommandPartyNumber: '',
    },
  };
}
