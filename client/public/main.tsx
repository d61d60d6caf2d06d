import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BRAND_NAME } from '../shared/brand';

// The public site is a separate light bundle: no Fluent UI here, plain styles only.
const styles = {
  header: { background: '#ffffff', borderBottom: '1px solid #e0e0e0', padding: '16px 24px' },
  brand: { margin: 0, fontSize: '24px', fontWeight: 600, color: '#0f6cbd' },
  main: { maxWidth: '720px', margin: '48px auto', padding: '0 24px' },
  text: { fontSize: '18px', margin: '0 0 24px' },
  link: { color: '#0f6cbd', fontSize: '16px' },
} as const;

function PublicHome() {
  return (
    <>
      <header style={styles.header}>
        <h1 style={styles.brand} data-testid="brand">
          {BRAND_NAME}
        </h1>
      </header>
      <main style={styles.main}>
        <p style={styles.text} data-testid="feed-placeholder">
          Лента вакансий скоро появится здесь
        </p>
        <a href="/login" style={styles.link} data-testid="staff-login-link">
          Вход для сотрудников
        </a>
      </main>
    </>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PublicHome />
    </StrictMode>,
  );
}
