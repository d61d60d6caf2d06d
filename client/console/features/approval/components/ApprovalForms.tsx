import { useState } from 'react';
import { Button, Field, Input, Spinner, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { KeyRegular, SendRegular } from '@fluentui/react-icons';
import { APPROVAL_CODE } from '#events/approval/events';
import { codeTyping, manualPhoneTyping } from '#events/approval/inputs';
import { countdownText, type Control } from '#events/approval/rules';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  phone: { width: '220px' },
  code: { width: '140px' },
  // Fluent's Input has a minimum width wider than a 4-digit code: the field sets the width.
  input: { minWidth: 0, width: '100%' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** 'Запросить код' and, when the directory has no director with a phone, the phone typed by hand. */
export function RequestCodeForm(props: {
  control: Control;
  busy: boolean;
  /** The server's text asking for a manual phone ('Не найден директор региона'...), when it did. */
  phonePrompt: string | null;
  again: boolean;
  onRequest: (phone?: string) => void;
}) {
  const styles = useStyles();
  const { control, busy, phonePrompt, again, onRequest } = props;
  const [phone, setPhone] = useState('');
  const button = (
    <Button
      appearance="primary"
      icon={busy ? <Spinner size="tiny" /> : <SendRegular />}
      disabled={busy || !control.enabled || (phonePrompt !== null && phone.length < 11)}
      onClick={() => onRequest(phonePrompt !== null ? phone : undefined)}
      data-testid="approval-request"
    >
      {again ? 'Запросить код повторно' : 'Запросить код'}
    </Button>
  );
  return (
    <div className={styles.row}>
      {phonePrompt !== null && (
        <Field
          label="Телефон директора"
          hint="Плюс и цифры, например +79161234567"
          validationState="warning"
          validationMessage={phonePrompt}
          className={styles.phone}
        >
          <Input
            value={phone}
            inputMode="tel"
            className={styles.input}
            onChange={(_, data) => setPhone(manualPhoneTyping(data.value))}
            data-testid="approval-phone"
          />
        </Field>
      )}
      {control.enabled ? (
        button
      ) : (
        <Tooltip content={control.reason ?? ''} relationship="description">
          {button}
        </Tooltip>
      )}
      {!control.enabled && control.reason && (
        <Text className={styles.muted} data-testid="approval-request-reason">
          {control.reason}
        </Text>
      )}
    </div>
  );
}

/** The director's code: digits only, at most 4 (spec section 5), and the time left to enter it. */
export function CodeForm(props: { busy: boolean; leftMs: number; onConfirm: (code: string) => void }) {
  const styles = useStyles();
  const { busy, leftMs, onConfirm } = props;
  const [code, setCode] = useState('');
  return (
    <div className={styles.row}>
      <Field label="Код от директора" className={styles.code}>
        <Input
          value={code}
          inputMode="numeric"
          className={styles.input}
          autoComplete="one-time-code"
          onChange={(_, data) => setCode(codeTyping(data.value))}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && code.length === APPROVAL_CODE.length) onConfirm(code);
          }}
          data-testid="approval-code"
        />
      </Field>
      <Button
        icon={busy ? <Spinner size="tiny" /> : <KeyRegular />}
        disabled={busy || code.length !== APPROVAL_CODE.length}
        onClick={() => onConfirm(code)}
        data-testid="approval-confirm"
      >
        Подтвердить
      </Button>
      {leftMs > 0 && (
        <Text className={styles.muted} data-testid="approval-countdown">
          Осталось времени для ввода кода: {countdownText(leftMs)}
        </Text>
      )}
    </div>
  );
}
