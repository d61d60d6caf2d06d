import type { QuestionnaireAction, QuestionnaireState } from '#events/questionnaire/events';
import type { ContractorType } from '#events/questionnaire/events';
import type { CommandContext } from '../../core/decider';
import type { Services } from '../../core/services';
import { DEMO_CITIES, DEMO_POSITIONS, DEMO_STORES, DEMO_USERS } from '../../demo/reference';
import { changeQuestionnaireState, commentQuestionnaire, openQuestionnaire } from './commands';
import { attachFile } from './files';
import { samplePdf } from './sample-scan';
import { demoProfile } from './demo-profile';
import { saveProfileSection } from './profile-service';
import { emptyProfile } from '#events/questionnaire/profile/empty';
import { getQuestionnaire } from '#projections/questionnaire/queries';
import { staffName } from '#events/core/staff-name';

const SCAN_KINDS = ['passport', 'inn', 'snils'] as const;

/**
 * The staff actions that lead from an opened questionnaire to each state of the table. The states
 * the checks, the director's approval, 1C and the signatures lead to are reached later, through
 * their own commands and in order (server/demo/hiring.ts): here such a questionnaire is only taken
 * into work, so no card shows a state its history could not have led to.
 */
const PATHS: Record<QuestionnaireState, QuestionnaireAction[]> = {
  new: [],
  acceptedByALManager: [],
  accepted: ['accept'],
  waitingInterview: ['inviteToInterview'],
  externalCheckPassed: ['accept'],
  resolved: ['accept'],
  resolvedValid: ['accept'],
  sendedTo1S: ['accept'],
  waitingSigningDocuments: ['accept'],
  employed: ['accept'],
  rejected: ['reject'],
  rejectedAuth: ['accept'],
};

/**
 * [surname, name, patronymic, sex, birth date, store, target state, self-employed, position]. Those
 * whose checks run (server/demo/hiring.ts) apply where the store has an open vacancy of the position,
 * so the store vacancy check passes as it would; Козлова's position has none there ('Проверки завершены').
 */
type Row = [string, string, string, 'male' | 'female', string, string, QuestionnaireState, boolean?, string?];
const ROWS: Row[] = [
  ['Соколова', 'Дарья', 'Андреевна', 'female', '1999-04-12', '10412', 'new'],
  ['Михайлов', 'Артём', 'Сергеевич', 'male', '2000-09-03', '10412', 'new'],
  ['Новикова', 'Полина', 'Викторовна', 'female', '1997-01-25', '10412', 'acceptedByALManager'],
  ['Фёдоров', 'Иван', 'Павлович', 'male', '1995-06-17', '10412', 'externalCheckPassed'],
  ['Морозова', 'Алина', 'Романовна', 'female', '2002-02-08', '10412', 'new', true],
  [
    'Волкова',
    'Ксения',
    'Денисовна',
    'female',
    '1998-12-30',
    '10412',
    'resolvedValid',
    false,
    'Продавец-кассир',
  ],
  [
    'Алексеев',
    'Никита',
    'Олегович',
    'male',
    '2001-03-21',
    '10412',
    'resolvedValid',
    false,
    'Продавец-консультант',
  ],
  ['Лебедева', 'Виктория', 'Игоревна', 'female', '1996-08-14', '10412', 'rejected'],
  ['Семёнов', 'Кирилл', 'Александрович', 'male', '1994-10-05', '10412', 'employed'],
  ['Егорова', 'Мария', 'Сергеевна', 'female', '1999-07-19', '10234', 'new'],
  ['Павлов', 'Максим', 'Ильич', 'male', '2000-11-11', '10234', 'acceptedByALManager'],
  ['Козлова', 'Анна', 'Михайловна', 'female', '1993-05-02', '10234', 'resolved'],
  ['Степанов', 'Егор', 'Владимирович', 'male', '1998-02-27', '10234', 'resolvedValid', false, 'Кассир'],
  ['Николаева', 'Елизавета', '', 'female', '2003-01-09', '10234', 'new', true],
  ['Орлов', 'Даниил', 'Андреевич', 'male', '1997-09-23', '10234', 'sendedTo1S'],
  ['Андреева', 'Софья', 'Алексеевна', 'female', '1996-04-16', '10587', 'new'],
  [
    'Макаров',
    'Роман',
    'Евгеньевич',
    'male',
    '1992-12-01',
    '10587',
    'waitingSigningDocuments',
    false,
    'Продавец ювелирных изделий',
  ],
  ['Захарова', 'Вероника', 'Павловна', 'female', '2001-06-28', '10587', 'rejectedAuth'],
  ['Зайцев', 'Георгий', 'Николаевич', 'male', '1999-03-13', '20118', 'new'],
  ['Соловьёва', 'Ульяна', 'Дмитриевна', 'female', '2000-10-07', '20118', 'acceptedByALManager'],
  ['Борисов', 'Тимофей', 'Игоревич', 'male', '1995-08-30', '20118', 'accepted', true],
  ['Яковлева', 'Арина', 'Олеговна', 'female', '1998-01-18', '20301', 'new'],
  ['Григорьев', 'Лев', 'Максимович', 'male', '1994-07-04', '20301', 'rejected', true],
  ['Романова', 'Ева', 'Витальевна', 'female', '2002-05-26', '10412', 'employed', true],
  ['Воробьёв', 'Матвей', 'Андреевич', 'male', '1997-11-15', '30044', 'new'],
  ['Сергеева', 'Варвара', 'Кирилловна', 'female', '1999-09-09', '30044', 'waitingInterview'],
  ['Кузьмин', 'Марк', 'Степанович', 'male', '1996-02-20', '40072', 'new'],
  ['Фролова', 'Диана', 'Руслановна', 'female', '2001-12-12', '40072', 'resolvedValid', false, 'Мерчендайзер'],
  ['Александров', 'Илья', 'Тимурович', 'male', '1993-03-07', '50019', 'new'],
  ['Дмитриева', 'Василиса', 'Артёмовна', 'female', '2000-08-22', '50019', 'externalCheckPassed'],
];

const TRANSLIT: Record<string, string> = Object.fromEntries(
  [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюя'].map((c, i) => [
    c,
    'a b v g d e e zh z i y k l m n o p r s t u f h ts ch sh sch  y  e yu ya'.split(' ')[i] ?? '',
  ]),
);
const latin = (text: string) => [...text.toLowerCase()].map((c) => TRANSLIT[c] ?? c).join('');

const EMPLOYEE_POSITIONS = ['Продавец-консультант', 'Продавец-кассир', 'Кассир', 'Мерчендайзер'];
const SELF_EMPLOYED = DEMO_POSITIONS.findIndex(
  (p) => p.feed === false && p.pick && p.title.startsWith('Самозан'),
);
const SELF_EMPLOYED_TITLE = 'Самозанятый';
const pick = (list: readonly string[], i: number): string => list[i % list.length] ?? '';
const REASONS = ['Кандидат не вышел на связь', 'Выбрал другое предложение'];
const COMMENTS = [
  'Созвонились, кандидат готов прийти на собеседование',
  'Есть опыт работы с кассой, рекомендую',
  'Уточнить график: может только по выходным',
];

const as = (ctx: CommandContext, login: string, at: number): CommandContext => {
  const user = DEMO_USERS.find((u) => u.login === login);
  const actor = user ? { userId: user.userId, role: user.scope, name: staffName(user) } : ctx.actor;
  const now = new Date(Date.parse(ctx.now) - at * 3_600_000).toISOString();
  return { ...ctx, actor, now };
};

/** Minutes after a questionnaire was opened: its first look, in order (server/demo/hiring.ts goes on after). */
const STEP_MINUTES = { profile: 10, scans: 15, comment: 20, path: 30, perStep: 30, directorComment: 10 };

/**
 * ~30 demo questionnaires in every state of the table. Each one's history is in order: opened,
 * profile, scans, a comment, the staff's actions; the checks, approval, 1C and signatures of those
 * that got that far follow later (server/demo/hiring.ts), within three hours of the opening.
 */
export async function seedQuestionnaires(s: Services, ctx: CommandContext): Promise<void> {
  let n = 0;
  for (const [
    lastname,
    firstname,
    secondname,
    sex,
    dateBirth,
    IStoreId,
    target,
    selfEmployed,
    position,
  ] of ROWS) {
    n++;
    const store = DEMO_STORES.find((st) => st.IStoreId === IStoreId);
    if (!store) continue;
    const city = DEMO_CITIES.find((c) => c.cityId === store.param.cityId);
    const title = selfEmployed ? SELF_EMPLOYED_TITLE : (position ?? pick(EMPLOYEE_POSITIONS, n));
    const positionIndex = selfEmployed ? SELF_EMPLOYED : DEMO_POSITIONS.findIndex((p) => p.title === title);
    const contractorType: ContractorType = selfEmployed ? 'Entrepreneur' : 'Employee';
    const hoursAgo = (ROWS.length - n) * 9 + 3;
    const after = (minutes: number) => hoursAgo - minutes / 60;
    const id = await openQuestionnaire(
      s,
      {
        source: target === 'acceptedByALManager' ? 'light' : 'staff',
        contractorType,
        state: target === 'acceptedByALManager' ? 'acceptedByALManager' : 'new',
        info: {
          lastname,
          firstname,
          secondname,
          woPatronymic: secondname === '',
          sex,
          dateBirth,
          phone: `7916${String(5550000 + n * 137).padStart(7, '0')}`,
          email: `${latin(firstname)}.${latin(lastname)}${n}@${n % 2 ? 'mail.ru' : 'yandex.ru'}`,
        },
        vacancy: {
          IStoreId: store.IStoreId,
          storeName: store.name,
          ...(store.param.mall ? { storeMall: store.param.mall } : {}),
          cityId: store.param.cityId,
          cityName: city?.name ?? '',
          positionId: String(positionIndex + 1),
          positionTitle: title,
        },
      },
      as(ctx, 'system', hoursAgo),
    );
    const pastFirstLook = target !== 'new' && target !== 'acceptedByALManager';
    // Past the first look, the candidate's profile is complete (before the states close it).
    if (pastFirstLook)
      await seedProfile(s, id, n, sex, dateBirth, as(ctx, 'hr', after(STEP_MINUTES.profile)));
    // Past the first look, a questionnaire carries the candidate's scans (sealed with their key).
    if (n === 1 || pastFirstLook) {
      for (const kind of SCAN_KINDS) {
        const bytes = samplePdf([
          `Demo scan: ${kind}`,
          `${latin(lastname)} ${latin(firstname)}`,
          'Sample data',
        ]);
        const at = as(ctx, 'hr', after(STEP_MINUTES.scans));
        await attachFile(s, id, { kind, name: `${kind}-${latin(lastname)}.pdf`, bytes }, at);
      }
    }
    if (n % 3 === 0)
      await commentQuestionnaire(s, id, pick(COMMENTS, n), as(ctx, 'hr', after(STEP_MINUTES.comment)));
    const path = PATHS[target];
    for (const [step, action] of path.entries()) {
      const reason = action === 'reject' ? pick(REASONS, n) : undefined;
      const minutes = STEP_MINUTES.path + step * STEP_MINUTES.perStep;
      await changeQuestionnaireState(
        s,
        id,
        action,
        { reason },
        as(ctx, step % 2 ? 'hr' : 'director', after(minutes)),
      );
    }
    if (n % 4 === 0) {
      const minutes = STEP_MINUTES.path + path.length * STEP_MINUTES.perStep + STEP_MINUTES.directorComment;
      await commentQuestionnaire(s, id, pick(COMMENTS, n + 1), as(ctx, 'director', after(minutes)));
    }
  }
}

/** Personal data, passport, addresses and military registration of a demo candidate, section by section. */
export async function seedProfile(
  s: Services,
  id: string,
  n: number,
  sex: 'male' | 'female',
  birth: string,
  ctx: CommandContext,
): Promise<void> {
  const doc = await getQuestionnaire(s.read, id, null);
  if (!doc) return;
  const profile = demoProfile(n, sex, birth);
  const personal = {
    ...emptyProfile(doc).personal,
    citizenship: 'Russia',
    hasEmploymentHistory: doc.contractorType === 'Entrepreneur' ? ('' as const) : ('HaveEl' as const),
    inn: profile.inn,
    snils: doc.contractorType === 'Entrepreneur' ? '' : profile.snils,
  };
  const sections = [
    ['personal', personal],
    ['passport', profile.passport],
    ['addresses', profile.addresses],
    ['military', profile.military],
  ] as const;
  for (const [section, data] of sections) {
    const current = await getQuestionnaire(s.read, id, null);
    if (current) await saveProfileSection(s, current, section, data, current.revision, ctx);
  }
}
