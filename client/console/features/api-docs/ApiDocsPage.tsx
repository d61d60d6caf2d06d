import { lazy, Suspense, useEffect, useState } from 'react';
import { MessageBar, Spinner, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { getOpenApi } from './api';

const ApiReference = lazy(() => import('./ApiReference'));

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * 'Описание API' (issue 30, item 1): the OpenAPI description of /api/v1 for the company's 1C and HR
 * developers, as the server generates it from its code, read with Scalar.
 */
export function ApiDocsPage() {
  const styles = useStyles();
  const [state, setState] = useState<{ document?: Record<string, unknown>; error?: string }>({});
  useEffect(() => {
    let live = true;
    getOpenApi().then(
      (document) => live && setState({ document }),
      (err: unknown) => live && setState({ error: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className={styles.root} data-testid="api-docs-page">
      <Title2 as="h1">Описание API</Title2>
      <Text className={styles.muted}>
        Машиночитаемое описание: <code>GET /api/v1/openapi.json</code> с токеном сотрудника (или кнопка
        «Download OpenAPI Document» ниже). Как подключиться — docs/api.md.
      </Text>
      {state.error && <MessageBar intent="error">{state.error}</MessageBar>}
      {!state.document && !state.error && <Spinner label="Загружаем описание…" />}
      {state.document && (
        <Suspense fallback={<Spinner label="Загружаем описание…" />}>
          <ApiReference document={state.document} />
        </Suspense>
      )}
    </div>
  );
}
