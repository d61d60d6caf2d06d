import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Controller, useForm, type Path } from 'react-hook-form';
import { ROLES } from '#events/core/roles';
import { CreateUserInput, EditUserInput } from '#events/users/inputs';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../shell/http';
import { createStaff, editStaff, type StaffAccount, type StoreChoice } from './api';
import { accountResolver, emptyAccount, payloadOf, valuesOf, type AccountFormValues } from './form';

const useStyles = makeStyles({
  content: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  },
  wide: { gridColumn: '1 / -1' },
});

type TextField = Exclude<Path<AccountFormValues>, 'manageLight' | 'scope' | 'storeId'>;
const TEXT_FIELDS: [TextField, string, string?][] = [
  ['surname', 'Фамилия'],
  ['name', 'Имя'],
  ['positionName', 'Должность'],
  ['phone', 'Рабочий телефон', '+7 900 000-00-00'],
  ['allowedStores', 'Разрешённые магазины (номера через запятую)', '10234, 10412'],
  ['allowedRegions', 'Разрешённые регионы (коды через запятую)', '77, 78'],
];

/**
 * 'Добавить сотрудника' (no `account`) or 'Изменить' (an account): role, names, store, lists, phone
 * and the 'анкеты QR' permission; a new account also gets its login and first password.
 */
export function AccountDialog({
  account,
  stores,
  onDone,
  onCancel,
}: {
  account?: StaffAccount;
  stores: StoreChoice[];
  onDone: (account: StaffAccount) => void;
  onCancel: () => void;
}) {
  const styles = useStyles();
  const creating = account === undefined;
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AccountFormValues>({
    defaultValues: account ? valuesOf(account) : emptyAccount(),
    resolver: accountResolver(creating ? CreateUserInput : EditUserInput, creating),
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const payload = payloadOf(values);
      const saved = account
        ? await editStaff(account.id, payload)
        : await createStaff({ ...payload, login: values.login, password: values.password });
      onDone(saved.account);
    } catch (err) {
      const field = err instanceof ApiError ? err.details?.field : undefined;
      const message = err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE;
      if (typeof field === 'string' && field in values)
        form.setError(field as Path<AccountFormValues>, { message });
      else setError(message);
    }
  });

  const text = (name: Path<AccountFormValues>, label: string, placeholder?: string, type = 'text') => (
    <Controller
      key={name}
      name={name}
      control={form.control}
      render={({ field, fieldState }) => (
        <Field label={label} validationMessage={fieldState.error?.message}>
          <Input
            type={type as 'text'}
            value={String(field.value)}
            placeholder={placeholder}
            onChange={(_, data) => field.onChange(data.value)}
            onBlur={field.onBlur}
            disabled={busy}
            data-testid={`staff-${name}`}
          />
        </Field>
      )}
    />
  );

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface data-testid="staff-dialog">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>
              {creating ? 'Новый сотрудник' : `Сотрудник ${account.surname} ${account.name}`}
            </DialogTitle>
            <DialogContent className={styles.content}>
              {error && (
                <MessageBar intent="error" className={styles.wide} data-testid="staff-dialog-error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              {creating && text('login', 'Логин')}
              {creating && text('password', 'Пароль (не короче 8 символов)', undefined, 'password')}
              <Controller
                name="scope"
                control={form.control}
                render={({ field, fieldState }) => (
                  <Field label="Роль" validationMessage={fieldState.error?.message}>
                    <Select
                      value={field.value}
                      onChange={(_, data) => field.onChange(data.value)}
                      disabled={busy}
                      data-testid="staff-scope"
                    >
                      {ROLES.map((role) => (
                        <option key={role.id} value={role.id}>
                          {role.title}
                        </option>
                      ))}
                    </Select>
                  </Field>
                )}
              />
              <Controller
                name="storeId"
                control={form.control}
                render={({ field, fieldState }) => (
                  <Field label="Магазин" validationMessage={fieldState.error?.message}>
                    <Select
                      value={field.value}
                      onChange={(_, data) => field.onChange(data.value)}
                      disabled={busy}
                      data-testid="staff-storeId"
                    >
                      <option value="">Без магазина</option>
                      {stores.map((store) => (
                        <option key={store.IStoreId} value={store.IStoreId}>
                          {store.IStoreId} {store.label}
                        </option>
                      ))}
                    </Select>
                  </Field>
                )}
              />
              {TEXT_FIELDS.map(([name, label, placeholder]) => text(name, label, placeholder))}
              <Controller
                name="manageLight"
                control={form.control}
                render={({ field, fieldState }) => (
                  <Field className={styles.wide} validationMessage={fieldState.error?.message}>
                    <Switch
                      checked={field.value}
                      onChange={(_, data) => field.onChange(data.checked)}
                      disabled={busy}
                      label="Работа с анкетами QR"
                      data-testid="staff-manageLight"
                    />
                  </Field>
                )}
              />
            </DialogContent>
            <DialogActions>
              <Button disabled={busy} onClick={onCancel} data-testid="staff-dialog-cancel">
                Отмена
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabled={busy}
                icon={busy ? <Spinner size="tiny" /> : undefined}
                data-testid="staff-dialog-save"
              >
                {creating ? 'Создать' : 'Сохранить'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
