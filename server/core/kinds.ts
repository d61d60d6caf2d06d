import type { Decider } from './decider';
import { positionDecider } from '../features/positions/decider';
import { userDecider } from '../features/users/decider';
import { phoneDecider } from '../features/questionnaire-light/phone';
import { questionnaireLightDecider } from '../features/questionnaire-light/questionnaire';
import { baseTemplateDecider } from '../features/vacancies/base-template';
import { vacancyTemplateDecider } from '../features/vacancies/vacancy-template';
import { vacancyDecider } from '../features/vacancies/vacancy';
import { meetingDecider } from '../features/meetings/decider';

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
