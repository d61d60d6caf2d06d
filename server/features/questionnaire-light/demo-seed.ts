import { VACANCIES } from '#events/vacancies/collections';
import type { LightQuestionnaireInfo } from '#events/questionnaire-light/events';
import type { CommandContext } from '../../core/decider';
import { handleCommand } from '../../core/command-handler';
import { CANDIDATE_ACTOR } from './context';
import { questionnaireLightDecider, type QuestionnaireLightCommand } from './questionnaire';
import { snapshotOf, newEditToken } from './submit-service';
import { findPublicVacancy } from '../vacancies';
import type { Services } from '../../core/services';
import { DEMO_USERS } from '../../demo/reference';
import { staffName } from '#events/core/staff-name';
import type { PublicVacancy } from '#events/vacancies/views';
import type { VacancyService } from '#events/vacancies/events';
import { actorAt } from '../../demo/actors';

type Review = { action: 'accept' | 'decline'; comment: string } | null;

/** [surname, first name, patronymic, birth date, phone, e-mail, address, subway, store, position, review]. */
const CANDIDATES: [string, string, string, string, string, string, string, string, string, string, Review][] =
  [
    [
      'Смирнова',
      'Анастасия',
      'Игоревна',
      '1998-03-14',
      '79161234501',
      'a.smirnova@mail.ru',
      'г. Москва, ул. Викторенко, д. 5',
      'ЦСКА',
      '10412',
      'Продавец-консультант',
      null,
    ],
    [
      'Кузнецов',
      'Дмитрий',
      'Олегович',
      '2001-07-02',
      '79161234502',
      'dkuznetsov@yandex.ru',
      'г. Москва, Ленинградский пр-т, д. 62',
      'Аэропорт',
      '10412',
      'Продавец-кассир',
      { action: 'accept', comment: 'Готов выйти со следующей недели, звонить после 12:00' },
    ],
    [
      'Попова',
      'Екатерина',
      '',
      '1995-11-23',
      '79161234503',
      'katya.popova@gmail.com',
      'г. Москва, ул. Правды, д. 8',
      'Савёловская',
      '10412',
      'Продавец-консультант',
      { action: 'decline', comment: 'Кандидат отказался: далеко ездить' },
    ],
    [
      'Васильев',
      'Артём',
      'Сергеевич',
      '1999-05-30',
      '79161234504',
      'artem.vasiliev@mail.ru',
      'г. Москва, Тверская ул., д. 20',
      'Пушкинская',
      '10234',
      'Кассир',
      null,
    ],
    [
      'Новикова',
      'Полина',
      'Андреевна',
      '1993-09-09',
      '79211234505',
      'polina.novikova@yandex.ru',
      'г. Санкт-Петербург, Лиговский пр-т, д. 50',
      'Обводный канал',
      '20118',
      'Директор магазина',
      { action: 'accept', comment: '' },
    ],
    [
      'Морозов',
      'Илья',
      'Павлович',
      '2002-01-17',
      '79161234506',
      'ilya.morozov@gmail.com',
      'г. Котельники, мкр. Белая Дача, д. 12',
      'Котельники',
      '10587',
      'Продавец ювелирных изделий',
      null,
    ],
    [
      'Волкова',
      'Дарья',
      'Максимовна',
      '1997-12-04',
      '79121234507',
      'dasha.volkova@mail.ru',
      'г. Екатеринбург, ул. Малышева, д. 31',
      'Геологическая',
      '30044',
      'Продавец-кассир',
      { action: 'decline', comment: 'Нет гражданства РФ по документам' },
    ],
    [
      'Соколов',
      'Максим',
      'Витальевич',
      '2000-08-21',
      '79871234508',
      'max.sokolov@yandex.ru',
      'г. Казань, ул. Баумана, д. 7',
      'Кремлёвская',
      '40072',
      'Мерчендайзер',
      null,
    ],
  ];

/**
 * Demo light questionnaires on the demo vacancies: new, passed to the store (one in 'Авиапарк',
 * the demo director's store) and declined, as candidates and the reviewer 'hr-al' would leave them.
 */
export async function seedQuestionnaires(s: Services, ctx: CommandContext): Promise<void> {
  const vacancies = await publishedVacancies(s);
  const reviewerUser = DEMO_USERS.find((u) => u.login === 'hr-al');
  const reviewer = reviewerUser
    ? {
        userId: reviewerUser.userId,
        role: reviewerUser.scope,
        name: staffName(reviewerUser),
      }
    : ctx.actor;
  const started = Date.parse(ctx.now);
  let id = 0;
  for (const [index, row] of CANDIDATES.entries()) {
    const [
      surname,
      firstName,
      patronymicName,
      birth,
      phone,
      email,
      addressFact,
      subwayStation,
      store,
      title,
      review,
    ] = row;
    const vacancy = vacancies.find((v) => v.store.IStoreId === store && v.position.title === title);
    if (!vacancy) continue;
    const info: LightQuestionnaireInfo = {
      surname,
      firstName,
      patronymicName,
      woPatronymic: patronymicName === '',
      citizen: 'Russia',
      birthDate: `${birth}T00:00:00.000Z`,
      phone,
      email,
      addressFact,
      subwayStation,
    };
    const submittedAt = new Date(started - (CANDIDATES.length - index) * 7 * 3600_000).toISOString();
    const qid = String(++id);
    const submit: QuestionnaireLightCommand = {
      type: 'SubmitQuestionnaireLight',
      id: qid,
      vacancy_id: vacancy.id,
      editToken: newEditToken(),
      info,
      vacancy: snapshotOf(vacancy),
    };
    await handleCommand(s.bus, questionnaireLightDecider, qid, submit, {
      ...ctx,
      now: submittedAt,
      actor: CANDIDATE_ACTOR,
    });
    if (!review) continue;
    const command: QuestionnaireLightCommand =
      review.action === 'accept'
        ? { type: 'AcceptQuestionnaireLight', comment: review.comment }
        : { type: 'DeclineQuestionnaireLight', comment: review.comment };
    const reviewedAt = new Date(Date.parse(submittedAt) + 3 * 3600_000).toISOString();
    await handleCommand(s.bus, questionnaireLightDecider, qid, command, {
      ...ctx,
      now: reviewedAt,
      actor: reviewer,
    });
  }
}

export async function publishedVacancies(s: Services) {
  const docs = await s.read.find(VACANCIES.name, {});
  const views = await Promise.all(docs.map((d) => findPublicVacancy(s, String(d._id))));
  return views.flatMap((v) => (v && v.status === 'published' ? [v] : []));
}

/**
 * The funnel's demo history (server/demo/funnel-seed.ts): a candidate's submission at a past
 * moment `at`, with the source the job board's link named.
 */
export async function demoSubmitLight(
  s: Services,
  id: string,
  vacancy: PublicVacancy,
  info: LightQuestionnaireInfo,
  source: VacancyService | undefined,
  at: number,
): Promise<void> {
  const submit: QuestionnaireLightCommand = {
    type: 'SubmitQuestionnaireLight',
    id,
    vacancy_id: vacancy.id,
    editToken: newEditToken(),
    info,
    vacancy: snapshotOf(vacancy),
    ...(source ? { source } : {}),
  };
  await handleCommand(s.bus, questionnaireLightDecider, id, submit, {
    ...actorAt(s, 'system', at),
    actor: CANDIDATE_ACTOR,
  });
}

/** The funnel's demo history: the reviewer 'hr-al' passes to the store, declines or restores at `at`. */
export async function demoReviewLight(
  s: Services,
  id: string,
  review: { action: 'accept' | 'decline' | 'restore'; comment?: string },
  at: number,
): Promise<void> {
  const command: QuestionnaireLightCommand =
    review.action === 'accept'
      ? { type: 'AcceptQuestionnaireLight', comment: review.comment ?? '' }
      : review.action === 'decline'
        ? { type: 'DeclineQuestionnaireLight', comment: review.comment ?? '' }
        : { type: 'RestoreQuestionnaireLight' };
  await handleCommand(s.bus, questionnaireLightDecider, id, command, actorAt(s, 'hr-al', at));
}
