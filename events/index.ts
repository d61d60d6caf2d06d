import { registerEvents } from './core/registry';
import { PositionEvents } from './positions/events';
import { SessionEvents, UserEvents } from './users/events';
import { VacancyEvents } from './vacancies/events';
import { QuestionnaireLightEvents } from './questionnaire-light/events';
import { MeetingEvents } from './meetings/events';

/** Registers every event type with its schema. Imported once by the server, scripts and tests. */
registerEvents({
  ...PositionEvents,
  ...UserEvents,
  ...SessionEvents,
  ...VacancyEvents,
  ...QuestionnaireLightEvents,
  ...MeetingEvents,
});

export * from './core/envelope';
export * from './core/registry';
