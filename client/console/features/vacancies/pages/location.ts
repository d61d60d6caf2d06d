/** What a positions detail route shows: a vacancy, or a city template a vacancy is created from. */
export interface DetailTarget {
  kind: 'vacancy' | 'template';
  id: string;
}

export { POSITIONS_PATH, templatePath, vacancyPath } from '../components/paths';

/**
 * Spec part 1, section 2: the location is derived from the last one or two path segments,
 * 'templates' mapping to a template (…/templates/{id}), 'vacancies' to a vacancy.
 */
export function detailTarget(pathname: string): DetailTarget | null {
  const [kind, id] = pathname.split('/').filter(Boolean).slice(-2);
  if (!id) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    return null;
  }
  if (kind === 'templates') return { kind: 'template', id: decoded };
  if (kind === 'vacancies') return { kind: 'vacancy', id: decoded };
  return null;
}
