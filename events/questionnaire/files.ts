import { enums, integer, min, object, optional, pattern, size, string, trimmed } from 'superstruct';

/**
 * The candidate's scans (spec part 2, section 3, `files`): lists of files per kind. The bytes live in
 * the file store, sealed with the candidate's key; the questionnaire's events record which file is
 * attached under which kind (its original name is personal data, sealed like the rest).
 */
export const FILE_KINDS = [
  'passport',
  'experience',
  'inn',
  'snils',
  'salary',
  'military',
  'martial',
  'education',
  'treaties',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** What a scan may be: judged from its bytes, never from its name or the declared type. */
export const FILE_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type FileMime = (typeof FILE_MIME_TYPES)[number];

export const FILE_LIMITS = { maxBytes: 15 * 1024 * 1024, nameMax: 200 } as const;

export const FILE_MESSAGES = {
  wrongType: 'Допустимы файлы JPEG, PNG или PDF',
  tooLarge: 'Файл больше 15 МБ',
  empty: 'Файл пустой',
  notFound: 'Файл не найден',
  erased: 'Файл удалён вместе с персональными данными кандидата',
  uploadFailed: 'Произошла ошибка, загрузите еще раз',
} as const;

/** A file as the questionnaire lists it. */
export interface QuestionnaireFileRef {
  fileId: string;
  name: string;
  size: number;
  mime: FileMime;
  at: string;
}
export type QuestionnaireFiles = Partial<Record<FileKind, QuestionnaireFileRef[]>>;

const fileId = pattern(string(), /^[0-9a-f]{32}$/);

export const QuestionnaireFileEvents = {
  QuestionnaireFileAttached: object({
    fileId,
    kind: enums(FILE_KINDS),
    name: string(),
    size: min(integer(), 1),
    mime: enums(FILE_MIME_TYPES),
  }),
  QuestionnaireFileRemoved: object({ fileId }),
};

/** POST /questionnaire/{id}/files?fileKind=passport&name=… with the file's bytes as the body (a blob). */
export const FileUploadQuery = object({
  fileKind: enums(FILE_KINDS),
  name: optional(size(trimmed(string()), 0, FILE_LIMITS.nameMax)),
});

export const FileParams = object({
  id: pattern(size(string(), 1, 20), /^\d+$/),
  fileId,
});
