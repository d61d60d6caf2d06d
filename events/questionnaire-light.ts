/** Light questionnaire and phone confirmation events. Filled in by the light questionnaire work. */
export const QuestionnaireLightEvents = {};
