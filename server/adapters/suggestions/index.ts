import { createEmbeddedSuggestions } from './embedded';
import { createHttpSuggestions } from './http';
import type { SuggestionsPort } from './port';

export type { SuggestionsPort };
export { SuggestionsUnavailable, SUGGESTIONS } from './port';

/** The configured service (SUGGESTIONS_URL), else the embedded sample that works offline. */
export function openSuggestions(config: {
  suggestionsUrl?: string;
  suggestionsToken?: string;
}): SuggestionsPort {
  return config.suggestionsUrl
    ? createHttpSuggestions({ url: config.suggestionsUrl, token: config.suggestionsToken })
    : createEmbeddedSuggestions();
}
