import { parseStreamId } from '#events/core/envelope';
import { QUESTIONNAIRES_LIGHT } from '#events/questionnaire-light/collections';
import { collectionIn } from '#projections/core/typed-read';
import { QUESTIONNAIRE_BY_LIGHT } from '#projections/questionnaire/projection';
import type { Reactor } from '../../core/reactor';
import { openQuestionnaire } from './commands';

/**
 * A light questionnaire passed to a store by a reviewer opens the employment questionnaire in
 * 'Согласование получено' (spec part 2, section 2). Once per light questionnaire: checked by its id.
 */
export const lightToQuestionnaireReactor: Reactor = {
  name: 'questionnaire-from-light',
  wants: (event) => event.type === 'QuestionnaireLightAccepted',
  async handle(event, s) {
    const lightId = parseStreamId(event.streamId).id;
    // Once per light questionnaire: one lookup by its id (not a scan of the questionnaires).
    if (await collectionIn(s.read, QUESTIONNAIRE_BY_LIGHT).get(lightId)) return;
    const light = await collectionIn(s.read, QUESTIONNAIRES_LIGHT).get(lightId);
    if (!light) return;
    const { info, vacancy } = light;
    await openQuestionnaire(
      s,
      {
        source: 'light',
        lightQuestionnaireId: lightId,
        contractorType: vacancy.position.title === 'Самозанятый' ? 'Entrepreneur' : 'Employee',
        state: 'acceptedByALManager',
        info: {
          lastname: info.surname,
          firstname: info.firstName,
          secondname: info.patronymicName,
          woPatronymic: info.woPatronymic,
          dateBirth: info.birthDate,
          phone: info.phone,
          email: info.email,
        },
        vacancy: {
          vacancyId: vacancy.id,
          IStoreId: vacancy.IStoreId,
          storeName: vacancy.store.name,
          ...(vacancy.store.mall ? { storeMall: vacancy.store.mall } : {}),
          cityId: vacancy.store.cityId,
          cityName: vacancy.store.cityName,
          positionId: vacancy.position.id,
          positionTitle: vacancy.position.title,
        },
      },
      {
        now: s.clock(),
        newId: s.newId,
        actor: { userId: 'system', role: 'System', name: 'Система' },
        correlationId: event.meta?.correlationId ?? event.id,
        causationId: event.id,
      },
    );
  },
};
