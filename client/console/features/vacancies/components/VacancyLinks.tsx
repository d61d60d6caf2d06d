import { useEffect, useRef, useState } from 'react';
import { Button, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular } from '@fluentui/react-icons';
import type { VacancyService } from '#events/vacancies/events';
import { PUBLICATION_TEXTS, type StaffPublication } from '#events/publication/views';
import { absoluteLink, PANEL_SERVICES, SERVICE_LABELS } from './format';
import { COPIED_FEEDBACK_MS, COPY_FAILED_TEXT, copyText } from '../../../shell/clipboard';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    listStyle: 'none',
  },
  service: { minWidth: '140px' },
  link: { wordBreak: 'break-all' },
});

/** The links of the vacancy's published publications, each with a copy button. */
export function VacancyLinks({
  publications,
}: {
  publications: Partial<Record<VacancyService, StaffPublication | null>>;
}) {
  const styles = useStyles();
  /** The button that just copied (or failed to), and which it was, for about 2 s. */
  const [copied, setCopied] = useState<{ service: VacancyService; ok: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const published = PANEL_SERVICES.flatMap((service) => {
    const publication = publications[service];
    return publication?.status === 'published' && publication.link
      ? [{ service, url: absoluteLink(publication.link) }]
      : [];
  });
  if (published.length === 0) return null;
  const copy = async (service: VacancyService, url: string) => {
    let ok = true;
    try {
      await copyText(url);
    } catch {
      ok = false;
    }
    setCopied({ service, ok });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_FEEDBACK_MS);
  };
  return (
    <ul className={styles.list} data-testid="pub-links">
      {published.map(({ service, url }) => (
        <li key={service} className={styles.item} data-testid={`pub-link-${service}`}>
          <Text weight="semibold" className={styles.service}>
            {SERVICE_LABELS[service]}
          </Text>
          <Link href={url} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {url}
          </Link>
          <Button
            size="small"
            icon={copied?.service === service && copied.ok ? <CheckmarkRegular /> : <CopyRegular />}
            onClick={() => void copy(service, url)}
            data-testid="pub-link-copy"
            data-service={service}
            data-copied={copied?.service === service ? String(copied.ok) : undefined}
            aria-live="polite"
          >
            {copied?.service !== service
              ? 'Копировать'
              : copied.ok
                ? PUBLICATION_TEXTS.copied
                : COPY_FAILED_TEXT}
          </Button>
        </li>
      ))}
    </ul>
  );
}
