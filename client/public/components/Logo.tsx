import { Link } from 'wouter';
import { BRAND_NAME, BRAND_SUBTITLE } from '../../shared/brand';

/** The brand mark and name; links to the main page. */
export function Logo() {
  return (
    <Link href="/" className="pv-logo" aria-label={`${BRAND_NAME}: на главную`}>
      <svg className="pv-logo-mark" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="6" fill="currentColor" />
        <path
          d="M9 22V10h7.2a4 4 0 0 1 0 8H13m3 0 4 4"
          stroke="#fff"
          strokeWidth="2.6"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="pv-logo-text">
        <span className="pv-logo-name">{BRAND_NAME}</span>
        <span className="pv-logo-subtitle">{BRAND_SUBTITLE}</span>
      </span>
    </Link>
  );
}
