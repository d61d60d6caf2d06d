/** Routes of the positions area (spec part 1, section 2). */
export const POSITIONS_PATH = '/protected/positions';
export const vacancyPath = (id: string) => `${POSITIONS_PATH}/vacancies/${encodeURIComponent(id)}`;
export const templatePath = (id: string) => `${POSITIONS_PATH}/templates/${encodeURIComponent(id)}`;
