import type { BaseTemplateDoc, VacancyTemplateDoc } from '#events/vacancies/documents';
import { useCollectionRooms } from '#client/console/live/useRoom';
import { BASE_TEMPLATES, type VacancyTemplateView } from '../../api-templates';

/** A pushed template document changes only the salary and the stamp; the joined parts stay. */
export function withPushed(doc: VacancyTemplateDoc, held: VacancyTemplateView): VacancyTemplateView {
  return {
    ...held,
    salary: doc.salary ?? null,
    revision: doc.revision,
    updatedAt: doc.updatedAt,
    updatedBy: doc.updatedBy ?? held.updatedBy,
  };
}

const NOTHING_MISSED = () => undefined;

/** Calls `onChange` when the template's base template changes (its texts are shown read-only). */
export function WatchBaseTemplate({ id, onChange }: { id: string; onChange: () => void }): null {
  useCollectionRooms<BaseTemplateDoc>(BASE_TEMPLATES, [BASE_TEMPLATES.docRoom(id)], {
    onChange: (change) => {
      if (change.id === id) onChange();
    },
    // The record's own room already refetches after a refused resume.
    onResync: NOTHING_MISSED,
  });
  return null;
}
