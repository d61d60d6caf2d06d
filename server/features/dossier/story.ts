import { streamIdOf, type EventEnvelope } from '#events/core/envelope';
import { DKMO_KIND } from '#events/dkmo/events';
import type { DossierSection } from '#events/dossier/api';
import type { Services } from '../../core/services';
import { wovenStreams } from '../history';

/** The events of one questionnaire's story, in the order they happened (global position). */
export interface DossierStory {
  questionnaireId: string;
  events: EventEnvelope[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';
const namesQuestionnaire = (person: unknown, id: string) => isRecord(person) && person.questionnaireId === id;

/**
 * Whether an event of the store's DKMO ledger is about this person: the employee it names, or the
 * team the agreement was concluded with, carries the questionnaire they were hired through.
 */
function aboutPerson(e: EventEnvelope, id: string): boolean {
  if (!isRecord(e.data)) return false;
  const data = e.data;
  if (namesQuestionnaire(data.employee, id) || namesQuestionnaire(data.leader, id)) return true;
  return Array.isArray(data.team) && data.team.some((member) => namesQuestionnaire(member, id));
}

/**
 * The whole story: the questionnaire's woven timeline (the light questionnaire it came from, its
 * own stream, checks, approval, the 1C hire, the signing: server/features/history/woven.ts) and the
 * person's DKMO membership in the store they were hired into, if they were linked to it.
 */
export async function dossierStory(s: Services, id: string, IStoreId: string): Promise<DossierStory> {
  const streams = await wovenStreams(s, 'questionnaire', id);
  const [woven, dkmo] = await Promise.all([
    Promise.all(streams.map((stream) => s.events.readStream(stream))),
    IStoreId ? s.events.readStream(streamIdOf(DKMO_KIND, IStoreId)) : Promise.resolve([]),
  ]);
  const events = [...woven.flat(), ...dkmo.filter((e) => aboutPerson(e, id))];
  events.sort((a, b) => a.position - b.position);
  return { questionnaireId: id, events };
}

/** The PDF's section an event belongs to, by the kind of its stream. */
export function sectionOf(streamId: string): DossierSection {
  const kind = streamId.slice(0, streamId.indexOf('-'));
  switch (kind) {
    case 'checks':
      return 'checks';
    case 'approval':
      return 'approval';
    case 'hire':
      return 'hire';
    case 'signing':
    case DKMO_KIND:
      return 'signatures';
    default:
      return 'questionnaire';
  }
}
