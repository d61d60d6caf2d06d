import { useState } from 'react';
import {
  Button,
  Card,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { afterLoginPath } from './returnTo';
import { announce } from './state/tabSync';
import { BRAND_NAME } from '../../shared/brand';
import { login } from './endpoints';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from './http';
import { appStore } from './state/store';
import {
  authMessageAtom,
  authStatusAtom,
  clearSession,
  saveSession,
  sessionFromTokens,
  setAuthMessage,
} from './state/session';
import { consoleTitle, useDocumentTitle } from '#client/shared/useDocumentTitle';

const WRONG_CREDENTIALS = 'Ошибка авторизации. Введен неверный логин или пароль';
const REQUIRED = 'Обязательное поле';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
  card: { width: '100%', maxWidth: '380px', padding: tokens.spacingHorizontalXXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

interface LoginValues {
  login: string;
  password: string;
}

/** Spec part 1, section 8: 502 means wrong credentials; otherwise the server's own message. */
function loginErrorText(err: unknown): string {
  if (err instanceof ApiError) return err.status === 502 ? WRONG_CREDENTIALS : err.message;
  return err instanceof Error && err.message ? err.message : UNKNOWN_ERROR_MESSAGE;
}

export function LoginPage() {
  useDocumentTitle(consoleTitle('Вход'));
  const styles = useStyles();
  const [, navigate] = useLocation();
  const notice = useAtomValue(authMessageAtom);
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<LoginValues>({
    defaultValues: { login: '', password: '' },
  });

  const onSubmit = async (values: LoginValues) => {
    setError(null);
    try {
      const session = sessionFromTokens(
        await login({ login: values.login.trim(), password: values.password }),
      );
      saveSession(session);
      announce({ type: 'signed-in', userId: session.role.userId });
      setAuthMessage(null);
      appStore.set(authStatusAtom, 'authorised');
      navigate(afterLoginPath(window.location.search, session.role.scope), { replace: true });
    } catch (err) {
      clearSession();
      setError(loginErrorText(err));
    }
  };

  const message = error ?? notice;
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate data-testid="login-form">
          <Title2 as="h1">{BRAND_NAME}</Title2>
          {message && (
            <MessageBar intent="error" data-testid="login-error">
              <MessageBarBody>{message}</MessageBarBody>
            </MessageBar>
          )}
          <Controller
            name="login"
            control={control}
            rules={{ validate: (v) => v.trim().length > 0 || REQUIRED }}
            render={({ field, fieldState }) => (
              <Field label="Логин" required validationMessage={fieldState.error?.message}>
                <Input {...field} autoComplete="username" autoFocus data-testid="login-input" />
              </Field>
            )}
          />
          <Controller
            name="password"
            control={control}
            rules={{ required: REQUIRED }}
            render={({ field, fieldState }) => (
              <Field label="Пароль" required validationMessage={fieldState.error?.message}>
                <Input
                  {...field}
                  type="password"
                  autoComplete="current-password"
                  data-testid="password-input"
                />
              </Field>
            )}
          />
          <Button
            type="submit"
            appearance="primary"
            disabled={formState.isSubmitting}
            icon={formState.isSubmitting ? <Spinner size="tiny" /> : undefined}
            data-testid="login-submit"
          >
            Войти
          </Button>
        </form>
      </Card>
    </div>
  );
}
