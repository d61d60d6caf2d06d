/** Brand shown on the public site and in the console logo. One place to rename the product. */
export const BRAND_NAME = 'Работа у нас';
export const BRAND_SUBTITLE = 'Подбор персонала';
