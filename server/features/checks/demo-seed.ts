import type { CheckKind } from '#events/checks/events';
import { CHECK_KINDS } from '#events/checks/events';
import { getQuestionnaire } from '#projections/questionnaire/queries';
import type { CommandContext } from '../../core/decider';
import type { Services } from '../../core/services';
import { DEMO_CITIES, DEMO_POSITIONS, DEMO_STORES, DEMO_USERS } from '../../demo/reference';
import { changeQuestionnaireState, openQuestionnaire } from '../questionnaire/index';
import { requestChecks } from './commands';
import { staffName } from '#events/core/staff-name';

/**
 * Demo candidates whose checks run at the first start, one for every branch (docs/integrations.md, 'Candidate checks'):
 * their surnames are the sandboxes' triggers, Чернов is on the demo blacklist, the 'Кассир' of
 * Авиапарк has no open vacancy. The checks run live a few seconds after the server starts.
 */
type Row = [
  lastname: string,
  firstname: string,
  secondname: string,
  birth: string,
  position: string,
  checks?: CheckKind[],
];
export const CHECK_DEMO_ROWS: Row[] = [
  ['Белова', 'Анна', 'Сергеевна', '1998-05-11', 'Продавец-консультант'],
  ['Чернов', 'Игорь', 'Павлович', '1990-03-14', 'Продавец-кассир'],
  ['Долгов', 'Сергей', 'Иванович', '1988-07-02', 'Продавец-консультант'],
  ['Должикова', 'Марина', 'Олеговна', '1995-10-20', 'Продавец-кассир'],
  ['Счетова', 'Ирина', 'Петровна', '1993-01-30', 'Самозанятый'],
  ['Исполнителев', 'Артур', 'Русланович', '1991-11-05', 'Самозанятый'],
  ['Странных', 'Глеб', 'Андреевич', '1997-04-09', 'Продавец-консультант'],
  ['Судимов', 'Олег', 'Викторович', '1985-12-24', 'Продавец-кассир'],
  ['Пустова', 'Алёна', 'Игоревна', '2000-06-15', 'Кассир'],
  ['Сбоев', 'Денис', 'Маратович', '1994-08-18', 'Продавец-консультант'],
  ['Кривых', 'Юлия', 'Степановна', '1996-02-27', 'Продавец-кассир'],
  ['Тормозов', 'Павел', 'Евгеньевич', '1992-09-12', 'Продавец-консультант'],
  // Not checked yet: for the browser test and for trying the buttons.
  ['Жданова', 'Лилия', 'Романовна', '1999-03-03', 'Продавец-консультант', []],
];

export async function seedChecks(s: Services, ctx: CommandContext): Promise<void> {
  const store = DEMO_STORES.find((st) => st.IStoreId === '10412');
  if (!store) return;
  const hr = DEMO_USERS.find((u) => u.login === 'hr');
  const asHr = hr ? { ...ctx, actor: { userId: hr.userId, role: hr.scope, name: staffName(hr) } } : ctx;
  for (const [n, [lastname, firstname, secondname, dateBirth, title, checks]] of CHECK_DEMO_ROWS.entries()) {
    const id = await openQuestionnaire(
      s,
      {
        source: 'staff',
        contractorType: title === 'Самозанятый' ? 'Entrepreneur' : 'Employee',
        state: 'new',
        info: {
          lastname,
          firstname,
          secondname,
          woPatronymic: false,
          dateBirth,
          phone: `7925${String(3330000 + n * 71).padStart(7, '0')}`,
          email: `check.demo${n}@mail.ru`,
        },
        vacancy: {
          IStoreId: store.IStoreId,
          storeName: store.name,
          ...(store.param.mall ? { storeMall: store.param.mall } : {}),
          cityId: store.param.cityId,
          cityName: DEMO_CITIES.find((c) => c.cityId === store.param.cityId)?.name ?? '',
          positionId: String(DEMO_POSITIONS.findIndex((p) => p.title === title) + 1),
          positionTitle: title,
        },
      },
      ctx,
    );
    await changeQuestionnaireState(s, id, 'accept', {}, asHr);
    const q = await getQuestionnaire(s.read, id, null);
    if (q && (checks ?? CHECK_KINDS).length > 0) await requestChecks(s, q, checks ?? CHECK_KINDS, asHr);
  }
}
