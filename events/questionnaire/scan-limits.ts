/**
 * How much one questionnaire's scans may hold together (issue 23, item 6): each file is capped
 * already (`FILE_LIMITS.maxBytes`); these cap their number and total size, so that no one (the
 * candidate through their link, or staff) can fill the disk through one record. Removed scans do
 * not count. A full profile needs a few dozen pages at most.
 */
export const SCAN_LIMITS = { maxFiles: 60, maxTotalBytes: 100 * 1024 * 1024 } as const;

export const SCAN_LIMIT_MESSAGES = {
  tooMany: `Файлы анкеты: можно приложить не больше ${SCAN_LIMITS.maxFiles} файлов, удалите лишние`,
  tooLarge: `Файлы анкеты: общий размер не может быть больше ${SCAN_LIMITS.maxTotalBytes / 1024 / 1024} МБ, удалите лишние`,
} as const;
