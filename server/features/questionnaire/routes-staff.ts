import Router from '@koa/router';
import { stringify } from 'csv-stringify/sync';
import {
  QUESTIONNAIRE_EXPORT_MAX,
  QuestionnaireCreateInput,
  QuestionnaireListInput,
} from '#events/questionnaire/inputs';
import { STATE_TITLES } from '#events/questionnaire/states';
import { positionsByIds } from '#projections/positions/queries';
import { exportQuestionnaires, type QuestionnaireView } from '#projections/questionnaire/queries';
import { findCity, findStore, storeAccess } from '../../access/stores';
import { canSeeStore } from '#events/core/store-access';
import { ValidationError } from '../../core/errors';
import type { Services } from '../../core/services';
import { commandContext, requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { openQuestionnaire } from './commands';
import { questionnaireScope } from './routes';

const COLUMNS = [
  'Номер',
  'Дата',
  'Статус',
  'Фамилия',
  'Имя',
  'Отчество',
  'Дата рождения',
  'Телефон',
  'E-mail',
  'Город',
  'Магазин',
  'Должность',
];

function row(q: QuestionnaireView): string[] {
  return [
    q.id,
    q.createdAt.slice(0, 10),
    STATE_TITLES[q.state],
    q.info.lastname,
    q.info.firstname,
    q.info.secondname,
    q.info.dateBirth,
    `+${q.info.phone}`,
    q.info.email,
    q.vacancy.cityName,
    q.vacancy.storeMall ? `ТЦ ${q.vacancy.storeMall}, ${q.vacancy.storeName}` : q.vacancy.storeName,
    q.vacancy.positionTitle,
  ];
}

/** Walk-in registration by staff and the CSV export of the current filtered list. */
export function questionnaireStaffRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });

  router.post('/questionnaires/export', async (ctx) => {
    const input = parseInput(QuestionnaireListInput, ctx.request.body);
    const user = requireArea(ctx, s, input.contractorType === 'Entrepreneur' ? 'selfemployed' : 'feedbacks');
    const list = await exportQuestionnaires(
      s.read,
      input,
      questionnaireScope(user),
      QUESTIONNAIRE_EXPORT_MAX,
    );
    // The BOM makes Excel read the file as UTF-8 (Cyrillic), the semicolon is its Russian separator.
    const csv = stringify([COLUMNS, ...list.map(row)], { delimiter: ';' });
    ctx.set('content-type', 'text/csv; charset=utf-8');
    ctx.set('content-disposition', 'attachment; filename="questionnaires.csv"');
    ctx.body = `\uFEFF${csv}`;
  });

  // A candidate who came to the store: Admin, HR and directors (for their own stores) register them.
  router.post('/questionnaire/walk-in', async (ctx) => {
    const user = requireArea(ctx, s, 'questionnaire');
    const input = parseInput(QuestionnaireCreateInput, ctx.request.body);
    const store = findStore(input.IStoreId);
    if (!store || !canSeeStore(storeAccess(user), store.IStoreId)) {
      throw new ValidationError('Поле «магазин»: магазин не найден');
    }
    const [position] = await positionsByIds(s.read, [input.positionId]);
    if (!position) throw new ValidationError('Поле «должность»: должность не найдена');
    const { contractorType, IStoreId: _store, positionId: _position, ...rest } = input;
    const id = await openQuestionnaire(
      s,
      {
        source: 'staff',
        contractorType,
        state: 'new',
        info: { ...rest, woPatronymic: rest.secondname === '' },
        vacancy: {
          IStoreId: store.IStoreId,
          storeName: store.name,
          ...(store.param.mall ? { storeMall: store.param.mall } : {}),
          cityId: store.param.cityId,
          cityName: findCity(store.param.cityId)?.name ?? '',
          positionId: position.id,
          positionTitle: position.title,
        },
      },
      commandContext(ctx, s, user),
    );
    ctx.status = 201;
    ctx.body = { id };
  });

  return router;
}
