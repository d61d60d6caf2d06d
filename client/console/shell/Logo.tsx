import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'wouter';
import { useAtomValue } from 'jotai';
import { landingRoute } from '#events/core/access';
import { BRAND_NAME, BRAND_SUBTITLE } from '../../shared/brand';
import { sessionAtom } from './state/session';
import { COMPACT_LOGO_QUERY, useMediaQuery } from './state/useMediaQuery';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    textDecorationLine: 'none',
    color: tokens.colorNeutralForeground1,
  },
  mark: { flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', lineHeight: tokens.lineHeightBase200 },
  name: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  subtitle: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
});

function LogoMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill={tokens.colorBrandBackground} />
      <path d="M9 22V10h4.5a4 4 0 0 1 0 8H13m0 0 6 4" stroke="#fff" strokeWidth="2.4" fill="none" />
      <circle cx="22.5" cy="11.5" r="2.5" fill="#fff" />
    </svg>
  );
}

/** Sidebar logo: full (mark and name) from 992 px up, the compact mark below. Links to the landing route. */
export function Logo() {
  const styles = useStyles();
  const compact = useMediaQuery(COMPACT_LOGO_QUERY);
  const scope = useAtomValue(sessionAtom)?.role.scope ?? '';
  return (
    <Link href={landingRoute(scope)} className={styles.link} data-testid="logo" aria-label={BRAND_NAME}>
      <span className={styles.mark}>
        <LogoMark />
      </span>
      {!compact && (
        <span className={styles.text} data-testid="logo-full">
          <span className={styles.name}>{BRAND_NAME}</span>
          <span className={styles.subtitle}>{BRAND_SUBTITLE}</span>
        </span>
      )}
    </Link>
  );
}
