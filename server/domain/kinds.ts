import type { Decider } from '../commands/decider';
import { positionDecider } from './positions';
import { userDecider } from './users';
import { phoneDecider } from './questionnaire-light/phone';
import { questionnaireLightDecider } from './questionnaire-light/questionnaire';
import { baseTemplateDecider } from './vacancies/base-template';
import { vacancyTemplateDecider } from './vacancies/vacancy-template';
import { vacancyDecider } from './vacancies/vacancy';
import { meetingDecider } from './meetings/meeting';

/** Every aggregate kind whose history can be audited and replayed (`GET /api/v1/audit/{kind}/{id}`). */
// A map of different aggregates: their state and command types differ, so the map holds `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const DECIDERS: Record<string, Decider<any, any>> = {
  [positionDecider.kind]: positionDecider,
  [userDecider.kind]: userDecider,
  [questionnaireLightDecider.kind]: questionnaireLightDecider,
  [phoneDecider.kind]: phoneDecider,
  [baseTemplateDecider.kind]: baseTemplateDecider,
  [vacancyTemplateDecider.kind]: vacancyTemplateDecider,
  [vacancyDecider.kind]: vacancyDecider,
  [meetingDecider.kind]: meetingDecider,
};
