import { findCity, findStore } from '../../core/store-directory';
import { quoted } from '../display';

/** 'г. Москва' by the directory, else 'город 7': a city's name for a sentence. */
export function cityText(cityId: string): string {
  const city = findCity(cityId);
  return city ? `г. ${city.name}` : `город ${cityId}`;
}

/** 'магазин «Гагаринский»' by the directory (or the name the event carries), else 'магазин 1001'. */
export function storeText(IStoreId: string, name?: string): string {
  const title = quoted(name ?? findStore(IStoreId)?.name);
  return title ? `магазин ${title}` : `магазин ${IStoreId}`;
}
