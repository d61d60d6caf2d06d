import { defaulted, integer, max, min, object, optional, size, string, trimmed } from 'superstruct';

/** POST /suggestions/{address|metro|bank}: what is typed so far; at most 10 suggestions (spec). */
export const SuggestionQueryInput = object({
  query: size(trimmed(string()), 0, 300),
  count: defaulted(min(max(integer(), 10), 1), 10),
  /** Metro: the city whose stations to suggest. */
  city: optional(size(trimmed(string()), 1, 100)),
});

export const SUGGESTION_MESSAGES = {
  unavailable: 'Сервис подсказок недоступен, заполните поля вручную',
  tooMany: 'Слишком много запросов подсказок, попробуйте позже',
} as const;
