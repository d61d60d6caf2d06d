import { describe, expect, it } from 'vitest';
import { fold } from '#server/core/decider';
import { QuestionnaireTransitionRefused } from '#server/features/questionnaire-light/errors';
import { formatMoscow } from '#events/core/moscow-time';
import {
  questionnaireLightDecider,
  QUESTIONNAIRE_MESSAGES,
  type LightQuestionnaireEvent,
  type QuestionnaireLightCommand,
} from '#server/features/questionnaire-light/questionnaire';
import { NotFoundError, RuleViolation, ValidationError } from '#server/core/errors';
import {
  submittedLightQuestionnaire,
  testLightInfo as info,
  testLightVacancy as vacancy,
} from '../../helpers/questionnaire-events';
import { givenDecider, stored, testContext } from '../../helpers/gwt';

const submittedEvent = submittedLightQuestionnaire();
const accepted: LightQuestionnaireEvent = { type: 'QuestionnaireLightAccepted', data: { comment: '' } };
const declined: LightQuestionnaireEvent = {
  type: 'QuestionnaireLightDeclined',
  data: { comment: 'Нет опыта' },
};
const restored: LightQuestionnaireEvent = { type: 'QuestionnaireLightRestored', data: {} };

const submit: QuestionnaireLightCommand = {
  type: 'SubmitQuestionnaireLight',
  id: '12',
  vacancy_id: 'v1',
  info,
  vacancy,
};
const accept = (comment?: string): QuestionnaireLightCommand => ({
  type: 'AcceptQuestionnaireLight',
  comment,
});
const decline = (comment: string): QuestionnaireLightCommand => ({
  type: 'DeclineQuestionnaireLight',
  comment,
});
const restore: QuestionnaireLightCommand = { type: 'RestoreQuestionnaireLight' };

/** The refusal a command meets after `history`, acted on by a named reviewer. */
function refusal(history: LightQuestionnaireEvent[], command: QuestionnaireLightCommand) {
  const actor = { userId: '1006', role: 'HR', name: 'Лёгкая Мария' };
  const state = fold(questionnaireLightDecider, stored('questionnaireLight-12', history, actor));
  try {
    questionnaireLightDecider.decide(command, state, testContext());
  } catch (err) {
    expect(err).toBeInstanceOf(QuestionnaireTransitionRefused);
    return err as QuestionnaireTransitionRefused;
  }
  throw new Error('expected a refusal');
}

describe('light questionnaire decider: submit and edit', () => {
  it('submits a new questionnaire', () => {
    givenDecider(questionnaireLightDecider).given([]).when(submit).then([submittedEvent]);
  });

  it('refuses a second submission under the same id', () => {
    givenDecider(questionnaireLightDecider)
      .given([submittedEvent])
      .when(submit)
      .thenThrows(RuleViolation, QUESTIONNAIRE_MESSAGES.exists);
  });

  it('refuses candidates who are not Russian citizens', () => {
    const command = { ...submit, info: { ...info, citizen: 'Kazachstan' } } as QuestionnaireLightCommand;
    givenDecider(questionnaireLightDecider)
      .given([])
      .when(command)
      .thenThrows(ValidationError, 'Трудоустройство возможно только для граждан Российской Федерации');
  });

  it('edits a new questionnaire, and writes nothing for an unchanged edit', () => {
    const edited = { ...info, addressFact: 'г. Москва, ул. Арбат, д. 2' };
    const run = givenDecider(questionnaireLightDecider).given([submittedEvent]);
    run
      .when({ type: 'EditQuestionnaireLight', info: edited })
      .then([{ type: 'QuestionnaireLightEdited', data: { info: edited } }]);
    run.when({ type: 'EditQuestionnaireLight', info }).then([]);
  });

  it('refuses edits once reviewed', () => {
    for (const history of [
      [submittedEvent, accepted],
      [submittedEvent, declined],
    ]) {
      givenDecider(questionnaireLightDecider)
        .given(history)
        .when({ type: 'EditQuestionnaireLight', info })
        .thenThrows(RuleViolation, QUESTIONNAIRE_MESSAGES.notEditable);
    }
  });

  it('refuses anything but a submission on a questionnaire that does not exist', () => {
    for (const command of [
      accept(),
      decline('x'),
      restore,
      { type: 'EditQuestionnaireLight' as const, info },
    ]) {
      givenDecider(questionnaireLightDecider)
        .given([])
        .when(command)
        .thenThrows(NotFoundError, 'Анкета не найдена');
    }
  });
});

describe('light questionnaire decider: e-mail confirmation', () => {
  const confirm = (email: string): QuestionnaireLightCommand => ({
    type: 'ConfirmQuestionnaireEmail',
    email,
  });

  it('confirms the address once', () => {
    givenDecider(questionnaireLightDecider)
      .given([submittedEvent])
      .when(confirm(info.email))
      .then([{ type: 'QuestionnaireLightEmailConfirmed', data: {} }]);
    givenDecider(questionnaireLightDecider)
      .given([submittedEvent, { type: 'QuestionnaireLightEmailConfirmed', data: {} }])
      .when(confirm(info.email))
      .then([]);
  });

  it('refuses a link sent to an address the questionnaire no longer has', () => {
    givenDecider(questionnaireLightDecider)
      .given([
        submittedEvent,
        { type: 'QuestionnaireLightEdited', data: { info: { ...info, email: 'new@example.com' } } },
      ])
      .when(confirm(info.email))
      .thenThrows(ValidationError, QUESTIONNAIRE_MESSAGES.staleEmailLink);
  });

  it('a changed address needs confirming again', () => {
    const history: LightQuestionnaireEvent[] = [
      submittedEvent,
      { type: 'QuestionnaireLightEmailConfirmed', data: {} },
      { type: 'QuestionnaireLightEdited', data: { info: { ...info, email: 'new@example.com' } } },
    ];
    givenDecider(questionnaireLightDecider)
      .given(history)
      .when(confirm('new@example.com'))
      .then([{ type: 'QuestionnaireLightEmailConfirmed', data: {} }]);
  });
});

describe('light questionnaire decider: review', () => {
  it('new -> accepted, with or without a comment', () => {
    const run = givenDecider(questionnaireLightDecider).given([submittedEvent]);
    run.when(accept()).then([{ type: 'QuestionnaireLightAccepted', data: { comment: '' } }]);
    run
      .when(accept('  Позвонить в понедельник '))
      .then([{ type: 'QuestionnaireLightAccepted', data: { comment: 'Позвонить в понедельник' } }]);
  });

  it('new -> rejected with a reason; no reason is refused', () => {
    const run = givenDecider(questionnaireLightDecider).given([submittedEvent]);
    run.when(decline('Нет опыта')).then([declined]);
    run.when(decline('   ')).thenThrows(ValidationError, 'Укажите причину отказа');
  });

  it('rejected -> new (restore)', () => {
    givenDecider(questionnaireLightDecider).given([submittedEvent, declined]).when(restore).then([restored]);
  });

  it('a restored questionnaire can be reviewed again', () => {
    givenDecider(questionnaireLightDecider)
      .given([submittedEvent, declined, restored])
      .when(accept())
      .then([{ type: 'QuestionnaireLightAccepted', data: { comment: '' } }]);
  });

  const when = formatMoscow('2026-11-22T10:00:00.000Z');
  it.each<[string, { type: string; data: unknown }[], QuestionnaireLightCommand, string]>([
    [
      'accept an accepted one',
      [submittedEvent, accepted],
      accept(),
      `Анкету уже передал(а) в магазин Лёгкая Мария (HR-специалист) ${when}`,
    ],
    [
      'decline a rejected one',
      [submittedEvent, declined],
      decline('x'),
      `Анкету уже отклонил(а) Лёгкая Мария (HR-специалист) ${when}`,
    ],
    [
      'restore a restored one',
      [submittedEvent, declined, restored],
      restore,
      `Анкету уже восстановил(а) Лёгкая Мария (HR-специалист) ${when}`,
    ],
  ])("%s: 'didnotchanged', naming who acted first and when", (_name, history, command, message) => {
    const err = refusal(history as LightQuestionnaireEvent[], command);
    expect(err.outcome).toBe('didnotchanged');
    expect(err.status).toBe(409);
    expect(err.message).toBe(message);
    expect(err.changedBy).toEqual({ userId: '1006', role: 'HR', name: 'Лёгкая Мария' });
    expect(err.changedAt).toBe('2026-11-22T10:00:00.000Z');
    expect(err.details).toEqual({ changedBy: err.changedBy, changedAt: err.changedAt });
  });

  it("restoring a never-declined questionnaire: 'didnotchanged' without a name", () => {
    const err = refusal([submittedEvent], restore);
    expect(err.outcome).toBe('didnotchanged');
    expect(err.message).toBe('Анкета уже в статусе «Новые»');
    expect(err.changedBy).toBeNull();
  });

  it.each<[string, { type: string; data: unknown }[], QuestionnaireLightCommand, string]>([
    ['accept a rejected one', [submittedEvent, declined], accept(), 'Отказано'],
    ['decline an accepted one', [submittedEvent, accepted], decline('x'), 'Согласованные'],
    ['restore an accepted one', [submittedEvent, accepted], restore, 'Согласованные'],
  ])("%s: 'decline'", (_name, history, command, status) => {
    const err = refusal(history as LightQuestionnaireEvent[], command);
    expect(err.outcome).toBe('decline');
    expect(err.message).toContain(`Действие недоступно: анкета в статусе «${status}»`);
    expect(err.changedBy?.userId).toBe('1006');
  });
});
