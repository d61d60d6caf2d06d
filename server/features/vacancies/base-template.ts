import type { Decider } from '../../core/decider';
import {
  BASE_TEMPLATE_KIND,
  VACANCY_MESSAGES as M,
  type BaseTemplateEvent,
  type BaseTemplateInput,
  type Experience,
  type Occupation,
  type Schedule,
} from '#events/vacancies/events';
import { TEMPLATE_MESSAGES } from '#events/vacancies/templates';
import { NotFoundError, RuleViolation, ValidationError } from '../../core/errors';
import { isBlankHtml, sanitizeRichText } from '#events/vacancies/sanitize';

/** The texts every vacancy of a position starts from (spec: /protected/basic-vacancy). */
export interface BaseTemplateFields {
  positionId: string;
  responsibility: string;
  standards: string;
  conditions: string;
  experience?: Experience;
  schedule?: Schedule;
  occupation?: Occupation;
  hhProfessionalRoles: string[];
}

export interface BaseTemplateState extends BaseTemplateFields {
  exists: boolean;
  id: string;
}

/** `selfEmployed`: whether the chosen position is the self-employed one (the service looks it up). */
export type BaseTemplateCommand =
  | { type: 'CreateBaseTemplate'; id: string; input: BaseTemplateInput; selfEmployed: boolean }
  | { type: 'UpdateBaseTemplate'; input: BaseTemplateInput; selfEmployed: boolean };

const initialState = (): BaseTemplateState => ({
  exists: false,
  id: '',
  positionId: '',
  responsibility: '',
  standards: '',
  conditions: '',
  hhProfessionalRoles: [],
});

export const baseTemplateDecider: Decider<BaseTemplateState, BaseTemplateCommand, BaseTemplateEvent> = {
  kind: BASE_TEMPLATE_KIND,
  initialState,
  evolve(state, event) {
    switch (event.type) {
      case 'BaseTemplateCreated':
        return { ...initialState(), ...event.data, exists: true };
      case 'BaseTemplateUpdated':
        return { ...initialState(), ...event.data, exists: true, id: state.id };
    }
  },
  decide(command, state) {
    const fields = templateFields(command.input, command.selfEmployed);
    if (command.type === 'CreateBaseTemplate') {
      if (state.exists) throw new RuleViolation('Базовый шаблон вакансии уже существует');
      return [{ type: 'BaseTemplateCreated', data: { id: command.id, ...fields } }];
    }
    if (!state.exists) throw new NotFoundError(M.baseTemplateNotFound);
    // The template belongs to its position: another position's texts start from its own template.
    if (fields.positionId !== state.positionId) throw new RuleViolation(TEMPLATE_MESSAGES.positionFixed);
    const { exists: _e, id: _i, ...current } = state;
    return sameFields(current, fields) ? [] : [{ type: 'BaseTemplateUpdated', data: fields }];
  },
};

/**
 * Sanitised texts, all required; experience, schedule and occupation are required for an employee
 * position and dropped for the self-employed one (spec part 1, section 5). Professional roles are
 * optional: the spec's check on them always passes.
 */
function templateFields(input: BaseTemplateInput, selfEmployed: boolean): BaseTemplateFields {
  const fields: BaseTemplateFields = {
    positionId: input.positionId,
    responsibility: requiredHtml(input.responsibility, 'responsibility'),
    standards: requiredHtml(input.standards, 'standards'),
    conditions: requiredHtml(input.conditions, 'conditions'),
    hhProfessionalRoles: [...new Set(input.hhProfessionalRoles ?? [])],
  };
  if (selfEmployed) return fields;
  const { experience, schedule, occupation } = input;
  if (!experience) throw ValidationError.required('experience');
  if (!schedule) throw ValidationError.required('schedule');
  if (!occupation) throw ValidationError.required('occupation');
  return { ...fields, experience, schedule, occupation };
}

function requiredHtml(html: string, field: string): string {
  const clean = sanitizeRichText(html);
  if (isBlankHtml(clean)) throw ValidationError.required(field);
  return clean;
}

const FIELDS: (keyof BaseTemplateFields)[] = [
  'positionId',
  'responsibility',
  'standards',
  'conditions',
  'experience',
  'schedule',
  'occupation',
  'hhProfessionalRoles',
];

function sameFields(a: BaseTemplateFields, b: BaseTemplateFields): boolean {
  return FIELDS.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
}
