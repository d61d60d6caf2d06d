import type { Context } from 'koa';
import { HISTORY_RECORD_KINDS, type HistoryRecordKind } from '#events/history/api';
import type { AccessClaims } from '../../auth/tokens';
import { NotFoundError } from '../../core/errors';
import type { Services } from '../../core/services';
import { requireArea } from '../../http/guard';
import { dkmoStore } from '../dkmo/index';
import { visibleQuestionnaire } from '../questionnaire/index';
import { getQuestionnaire as visibleLightQuestionnaire } from '../questionnaire-light/index';
import { readVacancyFor } from '../vacancies/index';

/**
 * Who may open a record's history: whoever may open the record's own screen, with the same area
 * and the same store rule (a store director his stores' questionnaires, approvals, vacancies and
 * DKMO only). The history shows who changed what and when on a record its viewer already sees
 * live, so it needs no wider right than the record; the 'audit' area (HR and Admin) stays the rule
 * of the raw audit API and its export, which read any stream. 404 for a record that does not exist,
 * 403 for one of another store, as the record's screen answers.
 */
export async function historyViewer(
  ctx: Context,
  s: Services,
  kind: HistoryRecordKind,
  id: string,
): Promise<AccessClaims> {
  switch (kind) {
    case 'questionnaire':
    case 'approval': {
      const user = requireArea(ctx, s, 'questionnaire');
      await visibleQuestionnaire(s, user, id);
      return user;
    }
    case 'questionnaireLight': {
      const user = requireArea(ctx, s, 'questionnaireLight');
      await visibleLightQuestionnaire(s, user, id);
      return user;
    }
    case 'vacancy': {
      const user = requireArea(ctx, s, 'positions');
      await readVacancyFor(s, user, id);
      return user;
    }
    case 'dkmo': {
      const user = requireArea(ctx, s, 'dkmo');
      dkmoStore(user, id);
      return user;
    }
    case 'vacancyTemplate':
      return requireArea(ctx, s, 'vacancyTemplates');
    case 'baseTemplate':
      return requireArea(ctx, s, 'basicVacancy');
    case 'position':
      return requireArea(ctx, s, 'settings');
  }
}

/** A record whose own stream is empty does not exist (ids of kinds without a read-model check). */
export function assertRecordExists(kind: HistoryRecordKind, id: string, ownEvents: number): void {
  if (ownEvents === 0) throw new NotFoundError(`${HISTORY_RECORD_KINDS[kind]} ${id}: запись не найдена`);
}
