import { useState } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { isRecord, stringField } from '../../../../events/core/json';
import type { OwnQuestionnaireView } from '../../../../events/questionnaire/own';
import { PROFILE_SECTION_TITLES } from '../../../../events/questionnaire/profile/events';
import type { Passport } from '../../../../events/questionnaire/profile/types';
import type { ProfileFormPort, ScanKind } from '../../../shared/profile/port';

/**
 * PLACEHOLDER for the shared `ProfileForm` of client/shared/profile/ (branch i14-form has landed
 * the port, client/shared/profile/port.ts, but not the form yet), with the agreed props. It shows only the passport section and the
 * three scans the submit needs, with the same test ids as the staff editor, so the page, its port
 * and the browser test run end to end. Replace its import in ProfileFormHost.tsx by the shared
 * form and delete this file.
 */
export interface ProfileFormProps {
  q: OwnQuestionnaireView;
  port: ProfileFormPort<OwnQuestionnaireView>;
  audience: 'staff' | 'candidate';
  onSaved: (q: OwnQuestionnaireView) => void;
}

const PASSPORT_FIELDS: [keyof Passport, string, string?][] = [
  ['series', 'Серия', '4 цифры'],
  ['number', 'Номер', '6 цифр'],
  ['dateExtradition', 'Дата выдачи', 'ДД.ММ.ГГГГ'],
  ['placeExtradition', 'Кем выдан'],
  ['departmentNumber', 'Код подразделения', 'NNN-NNN'],
  ['placeBirth', 'Место рождения'],
];
const SCANS: [ScanKind, string][] = [
  ['passport', 'Скан паспорта'],
  ['inn', 'Скан ИНН'],
  ['snils', 'Скан СНИЛС'],
];

const messageOf = (err: unknown) =>
  (isRecord(err) && stringField(err, 'message')) || 'Произошла ошибка, попробуйте ещё раз';

export function ProfileForm({ q, port, onSaved }: ProfileFormProps) {
  const [passport, setPassport] = useState<Passport>(q.profile.passport);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [scanError, setScanError] = useState('');

  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      onSaved(await port.saveSection('passport', passport, q.revision));
      setMessage({ ok: true, text: 'Раздел сохранён' });
    } catch (err) {
      setMessage({ ok: false, text: messageOf(err) });
    } finally {
      setBusy(false);
    }
  };
  const upload = async (kind: ScanKind, file: File | undefined) => {
    if (!file) return;
    setScanError('');
    try {
      onSaved(await port.upload(kind, file, () => undefined));
    } catch (err) {
      setScanError(messageOf(err));
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <section aria-label={PROFILE_SECTION_TITLES.passport} data-testid="profile-passport">
        <Text weight="semibold" size={400}>
          {PROFILE_SECTION_TITLES.passport}
        </Text>
        {message && (
          <MessageBar intent={message.ok ? 'success' : 'error'} data-testid="profile-passport-message">
            <MessageBarBody>{message.text}</MessageBarBody>
          </MessageBar>
        )}
        {PASSPORT_FIELDS.map(([field, label, placeholder]) => (
          <Field key={field} label={label}>
            <Input
              value={passport[field]}
              placeholder={placeholder}
              disabled={!q.editable}
              onChange={(_, d) => setPassport((held) => ({ ...held, [field]: d.value }))}
              data-testid={`profile-passport-${field}`}
            />
          </Field>
        ))}
        <Button
          appearance="primary"
          disabled={busy || !q.editable}
          onClick={() => void save()}
          data-testid="profile-passport-save"
        >
          Сохранить раздел
        </Button>
      </section>
      <section aria-label="Сканы документов" data-testid="profile-scans">
        <Text weight="semibold" size={400}>
          Сканы документов
        </Text>
        {scanError && (
          <MessageBar intent="error" data-testid="profile-scans-message">
            <MessageBarBody>{scanError}</MessageBarBody>
          </MessageBar>
        )}
        {SCANS.map(([kind, label]) => (
          <Field key={kind} label={`${label}: ${q.files[kind]?.length ?? 0}`}>
            <input
              type="file"
              accept="image/jpeg,image/png,application/pdf"
              disabled={!q.editable}
              data-testid={`profile-scan-${kind}`}
              onChange={(e) => void upload(kind, e.target.files?.[0])}
            />
          </Field>
        ))}
      </section>
    </div>
  );
}
