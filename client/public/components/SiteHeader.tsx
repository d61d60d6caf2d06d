import { Logo } from './Logo';

/** The top bar of every public page: the logo and the staff sign-in link. */
export function SiteHeader() {
  return (
    <header className="pv-header">
      <div className="pv-header-inner">
        <Logo />
        <a className="pv-header-link" href="/login">
          Вход для сотрудников
        </a>
      </div>
    </header>
  );
}
