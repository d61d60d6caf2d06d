/** Where 'Справочники' lives in 'Настройки' (the settings menu group links here). */
export const DICTIONARIES_PATH = '/protected/settings/dictionaries';
