import { fieldOf, isRecord, stringField } from '#events/core/json';
import { OWN_FILE_HEADERS, type OwnQuestionnaireView } from '#events/questionnaire/own';
import { ApiError, UNKNOWN_ERROR } from '../questionnaire/api';
import { brandOf, type ProfileFormPort } from '#client/shared/profile/port';

/** The candidate's edit link and the phone token the gate gave. */
export interface OwnCredentials {
  id: string;
  token: string;
  phoneToken: string;
}

const OFFLINE = 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.';
const TIMEOUT_MS = 120_000;

/**
 * A refused answer as the form expects it (ProfileFormError): status, the server's Russian message,
 * the field, and for a 409 the other save's revision (details.actualRevision), so the form warns
 * who saved and when, keeps the draft, and a deliberate second save overwrites without a reload.
 */
export function failureOf(status: number, parsed: unknown): ApiError & { revision?: number } {
  const body = isRecord(parsed) ? parsed : null;
  const details = fieldOf(parsed, 'details');
  const field = stringField(details, 'field');
  const revision = fieldOf(details, 'actualRevision');
  return Object.assign(new ApiError(status, stringField(parsed, 'message') ?? UNKNOWN_ERROR, field, body), {
    revision: typeof revision === 'number' ? revision : undefined,
  });
}

async function send<T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, OFFLINE, undefined, null);
  }
  const parsed: unknown = await res.json().catch(() => null);
  if (!res.ok) throw failureOf(res.status, parsed);
  // The JSON the API contract gives for this path.
  return parsed as T;
}

/** The scans' calls carry the link in headers, never in the URL (access logs keep URLs). */
const linkHeaders = (c: OwnCredentials): Record<string, string> => ({
  [OWN_FILE_HEADERS.id]: c.id,
  [OWN_FILE_HEADERS.token]: c.token,
  [OWN_FILE_HEADERS.phoneToken]: c.phoneToken,
});

type Entity = { entity: OwnQuestionnaireView };

/** The candidate's questionnaire, as the gate's confirmed phone opens it. */
export const loadOwn = (c: OwnCredentials) => send<Entity>('POST', '/questionnaire/own', c);

/** 'Отправить анкету': the whole profile is checked by the server; the questionnaire as sent. */
export const submitOwn = (c: OwnCredentials) => send<Entity>('POST', '/questionnaire/own/submit', c);

/**
 * The profile form's port for the candidate (spec part 2, section 2, /protected/feedback/edit/{id}/al):
 * every call by the edit link and the confirmed phone, no login.
 */
export function ownPort(c: OwnCredentials): ProfileFormPort<OwnQuestionnaireView> {
  return {
    async saveSection(section, data, revision) {
      const path = `/questionnaire/own/profile/${section}`;
      return (await send<Entity>('PUT', path, { ...c, data, revision })).entity;
    },

    upload(kind, file, onProgress) {
      // XMLHttpRequest: fetch reports no upload progress.
      return new Promise<OwnQuestionnaireView>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        const query = new URLSearchParams({ fileKind: kind, name: file.name });
        xhr.open('POST', `/api/v1/questionnaire/own/files?${query.toString()}`);
        xhr.setRequestHeader('content-type', 'application/octet-stream');
        for (const [name, value] of Object.entries(linkHeaders(c))) xhr.setRequestHeader(name, value);
        xhr.timeout = TIMEOUT_MS;
        xhr.upload.onprogress = (e) => {
          if (e.lengthComputable) onProgress?.(e.loaded / e.total);
        };
        xhr.onload = () => {
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(xhr.responseText);
          } catch {
            /* not JSON: an unknown error below */
          }
          if (xhr.status >= 200 && xhr.status < 300 && isRecord(parsed) && isRecord(parsed.entity))
            resolve((parsed as Entity).entity);
          else reject(failureOf(xhr.status, parsed));
        };
        xhr.onerror = () => reject(new ApiError(0, OFFLINE, undefined, null));
        xhr.ontimeout = xhr.onerror;
        xhr.send(file);
      });
    },

    async removeFile(fileId) {
      let res: Response;
      try {
        res = await fetch(`/api/v1/questionnaire/own/files/${fileId}/remove`, {
          method: 'POST',
          headers: linkHeaders(c),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new ApiError(0, OFFLINE, undefined, null);
      }
      const parsed: unknown = await res.json().catch(() => null);
      if (!res.ok || !isRecord(parsed) || !isRecord(parsed.entity)) throw failureOf(res.status, parsed);
      return (parsed as Entity).entity;
    },

    async loadFile(fileId) {
      let res: Response;
      try {
        res = await fetch(`/api/v1/questionnaire/own/files/${fileId}`, { headers: linkHeaders(c) });
      } catch {
        throw new ApiError(0, OFFLINE, undefined, null);
      }
      if (!res.ok) throw failureOf(res.status, await res.json().catch(() => null));
      return res.blob();
    },

    async lookup(dictionary) {
      const answer = await send<{ list: { id: string; title: string }[] }>(
        'POST',
        `/dictionaries/${encodeURIComponent(dictionary)}`,
        {},
      );
      return answer.list;
    },

    async suggest(kind, query) {
      const answer = await send<{ suggestions: unknown[] }>('POST', `/suggestions/${kind}`, { query });
      return answer.suggestions;
    },

    async brand() {
      const res = await fetch('/api/v1/config', { signal: AbortSignal.timeout(TIMEOUT_MS) });
      const brand = brandOf(await res.json().catch(() => null));
      if (!res.ok || !brand) throw failureOf(res.status, null);
      return brand;
    },
  };
}
