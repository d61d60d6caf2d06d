import { useEffect, useRef, useState } from 'react';
import { Button, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import type { VacancyService } from '#events/vacancies/events';
import { PUBLICATION_TEXTS, type StaffPublication } from '#events/publication/views';
import { absoluteLink, PANEL_SERVICES, SERVICE_LABELS } from './format';

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

const COPIED_MS = 2000;

/** Copies with the Clipboard API, or the old way where it is unavailable (an insecure origin). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** The links of the vacancy's published publications, each with a copy button. */
export function VacancyLinks({
  publications,
}: {
  publications: Partial<Record<VacancyService, StaffPublication | null>>;
}) {
  const styles = useStyles();
  const [copied, setCopied] = useState<VacancyService | null>(null);
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
    try {
      await copyText(url);
      setCopied(service);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), COPIED_MS);
    } catch {
      setCopied(null);
    }
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
            icon={<CopyRegular />}
            onClick={() => void copy(service, url)}
            data-testid="pub-link-copy"
            data-service={service}
          >
            {copied === service ? PUBLICATION_TEXTS.copied : 'Копировать'}
          </Button>
        </li>
      ))}
    </ul>
  );
}
