type VacancySectionProps =
  | { name: string; title: string; text: string | null; html?: never }
  | { name: string; title: string; html: string; text?: never };

/**
 * One section of a vacancy: a short fact (experience, occupation, schedule) or an HTML text. The
 * HTML is the server's sanitised output (sanitised when saved and again when served); nothing else
 * is ever rendered as HTML. An empty section is left out.
 */
export function VacancySection({ name, title, text, html }: VacancySectionProps) {
  if (html !== undefined) {
    if (!html.trim()) return null;
    return (
      <section className="pv-section" data-testid={`vacancy-section-${name}`}>
        <h2 className="pv-section-title">{title}</h2>
        <div className="pv-rich" dangerouslySetInnerHTML={{ __html: html }} />
      </section>
    );
  }
  if (!text) return null;
  return (
    <div className="pv-fact" data-testid={`vacancy-section-${name}`}>
      <dt>{title}</dt>
      <dd>{text}</dd>
    </div>
  );
}
