/** Where 'Уведомления кандидатам' lives in 'Настройки' (the settings menu group links here). */
export const NOTIFICATION_TEMPLATES_PATH = '/protected/settings/notifications';
