import { registerEvents } from './registry';
import { PositionEvents } from './positions';
import { SessionEvents, UserEvents } from './users';
import { VacancyEvents } from './vacancies';
import { QuestionnaireLightEvents } from './questionnaire-light';
import { MeetingEvents } from './meetings';

/** Registers every event type with its schema. Imported once by the server, scripts and tests. */
registerEvents({
  ...PositionEvents,
  ...UserEvents,
  ...SessionEvents,
  ...VacancyEvents,
  ...QuestionnaireLightEvents,
  ...MeetingEvents,
});

export * from './envelope';
export * from './registry';
