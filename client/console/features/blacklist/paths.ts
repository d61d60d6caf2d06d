/** Where 'Чёрный список' lives in 'Настройки' (the settings menu group links here). */
export const BLACKLIST_PATH = '/protected/settings/blacklist';
