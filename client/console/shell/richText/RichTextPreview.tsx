import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { sanitizeRichText } from '#events/vacancies/sanitize';

/**
 * The public vacancy page's section as the candidate sees it (client/public/components/VacancySection
 * and the .pv-section / .pv-rich rules of client/public/styles.css, mirrored here): the text goes
 * through the same sanitiser the server applies when it saves and when it serves the page.
 */
const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  caption: { color: tokens.colorNeutralForeground3 },
  title: { margin: '0 0 6px', fontSize: '16px', lineHeight: '22px', fontWeight: 600, color: '#242424' },
  rich: {
    color: '#424242',
    overflowWrap: 'anywhere',
    '& p': { margin: '0 0 8px' },
    '& ul, & ol': { margin: '0 0 8px', paddingLeft: '20px' },
    '& li': { marginBottom: '2px' },
    '& li p': { margin: 0 },
    '& a': { color: '#0f6cbd' },
  },
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});

export const PREVIEW_TEXTS = {
  caption: 'Предпросмотр: так текст увидит кандидат',
  empty: 'Раздел пуст и не будет показан кандидату',
} as const;

export function RichTextPreview({ html, title, testId }: { html: string; title: string; testId: string }) {
  const styles = useStyles();
  const clean = sanitizeRichText(html);
  return (
    <div className={styles.root} data-testid={`${testId}-preview`}>
      <Caption1 className={styles.caption}>{PREVIEW_TEXTS.caption}</Caption1>
      <section>
        <h2 className={styles.title}>{title}</h2>
        {clean ? (
          <div
            className={styles.rich}
            data-testid={`${testId}-preview-html`}
            dangerouslySetInnerHTML={{ __html: clean }}
          />
        ) : (
          <div className={styles.empty}>{PREVIEW_TEXTS.empty}</div>
        )}
      </section>
    </div>
  );
}
