import { fieldOf, stringField } from '#events/core/json';
import { brandOf, type ProfileFormPort } from '#client/shared/profile/port';
import { ApiError, apiCall, apiDownload, apiUpload } from '../../shell/http';
import type { QuestionnaireView } from './api';

type Entity = { entity: QuestionnaireView };

/**
 * The console's ApiError as the form reads it (ProfileFormError): the refused field (details.field)
 * as `field`, a 409's other save (details.actualRevision) as `revision`.
 */
function formError(err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  const field = stringField(err.details, 'field');
  const revision = fieldOf(err.details, 'actualRevision');
  return Object.assign(new ApiError(err.status, err.message, err.details, err.kind), {
    field,
    revision: typeof revision === 'number' ? revision : undefined,
  });
}

const failing = <T>(call: Promise<T>) =>
  call.catch((err: unknown) => {
    throw formError(err);
  });

/**
 * The profile form's port for staff (/protected/feedback/edit/{id}): the signed-in session's calls,
 * store directors limited to their stores by the server.
 */
export function staffProfilePort(id: string): ProfileFormPort<QuestionnaireView> {
  return {
    saveSection: (section, data, revision) =>
      failing(
        apiCall<Entity>(
          `/questionnaire/${id}/profile/${section}`,
          { data, revision },
          { method: 'PUT' },
        ).then((r) => r.entity),
      ),
    upload: (kind, file, onProgress) => {
      const query = new URLSearchParams({ fileKind: kind, name: file.name.slice(0, 200) });
      return failing(
        apiUpload<Entity>(`/questionnaire/${id}/files?${query}`, file, onProgress).then((r) => r.entity),
      );
    },
    removeFile: (fileId) =>
      failing(apiCall<Entity>(`/questionnaire/${id}/files/${fileId}/remove`, {}).then((r) => r.entity)),
    loadFile: (fileId) =>
      failing(apiDownload(`/questionnaire/${id}/files/${fileId}`, undefined, { method: 'GET' })),
    lookup: (dictionary) =>
      failing(
        apiCall<{ list: { id: string; title: string }[] }>(`/dictionaries/${dictionary}`, {}).then(
          (r) => r.list,
        ),
      ),
    suggest: (kind, query) =>
      failing(
        apiCall<{ suggestions: unknown[] }>(
          `/suggestions/${kind}`,
          { query, count: 10 },
          { auth: false },
        ).then((r) => r.suggestions),
      ),
    brand: () =>
      apiCall<unknown>('/config', undefined, { method: 'GET', auth: false }).then((config) => {
        const brand = brandOf(config);
        if (!brand) throw new Error('no brand in /config');
        return brand;
      }),
  };
}
