/**
 * Which page a browser address loads: the light public site (feed, vacancy, light questionnaire,
 * e-mail confirmation, the candidate's edit gate, their status page) or the staff console (everything else). Shared by
 * the server's static pages and the Vite dev server, so both route alike.
 */
export function isPublicPage(path: string): boolean {
  return (
    path === '/' ||
    path === '/vacancies' ||
    path.startsWith('/vacancies/') ||
    path.startsWith('/confirm/email/') ||
    path.startsWith('/notifications/opt-out/') ||
    // The candidate's status page (issue 31).
    /^\/status\/[^/]+$/.test(path) ||
    /^\/protected\/feedback\/edit\/[^/]+\/al$/.test(path)
  );
}
