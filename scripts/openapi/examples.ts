/**
 * Examples for the calls 1C and job-board integrators make, keyed by route as the registry names it.
 * They are data, not description: the openapi test validates each against the generated schema, so
 * an example that drifts from the code fails there.
 */
export const EXAMPLES: Record<string, { request?: unknown; response?: unknown }> = {
  'POST /api/v1/login': {
    request: { login: 'integration-1c', password: 'пароль сервисного пользователя' },
  },
  'POST /api/v1/one_s/send/:id': {
    request: {
      registrationDate: '01.12.2026',
      isTermContract: '0',
      contractExpirationDate: null,
      parttimerHours: null,
      payrollApplication: true,
      experienceDocument: ['experience-scan'],
      experienceOriginals: true,
      salaryProject: {
        id: 'sber',
        ui: {
          salaryProjectName: 'Сбербанк',
          bic_cbrf: '044525225',
          account: '40817810099910004312',
          name: '',
        },
      },
      survey: { trafficSource: '1' },
    },
  },
  'POST /api/v1/one_s/check/:id': { request: {} },
  'POST /api/v1/one_s/rollback/:id': { request: {} },
  'POST /api/v1/vacancies/:id/publication': {
    request: { service: 'headhunter', action: 'publish' },
    response: {
      code: 200,
      service: 'headhunter',
      action: 'publish',
      status: 'published',
      link: 'https://hh.ru/vacancy/123456',
      message: 'Вакансия опубликована',
    },
  },
};
