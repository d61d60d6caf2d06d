/** Where 'Сотрудники' lives in 'Настройки' (the settings menu group links here). */
export const USERS_PATH = '/protected/settings/users';
