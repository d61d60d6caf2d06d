import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import type { DrawnSignature } from '#client/console/shell/SignatureDialog';

const useStyles = makeStyles({
  slot: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: '240px' },
  preview: {
    width: '300px',
    maxWidth: '100%',
    height: '110px',
    objectFit: 'contain',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  empty: {
    width: '300px',
    maxWidth: '100%',
    height: '110px',
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** One signer's place: the drawn signature (or an empty frame), 'Подписать', and 'Обязательное поле'. */
export function SignatureSlot(props: {
  label: string;
  signature: DrawnSignature | null;
  required: boolean;
  disabled: boolean;
  onSign: () => void;
  testId: string;
}) {
  const { label, signature, required, disabled, onSign, testId } = props;
  const styles = useStyles();
  return (
    <Field
      label={label}
      className={styles.slot}
      validationState={required ? 'error' : 'none'}
      validationMessage={required ? 'Обязательное поле' : undefined}
      data-testid={testId}
    >
      {signature ? (
        <img
          className={styles.preview}
          src={signature.pngDataUrl}
          alt={label}
          data-testid={`${testId}-image`}
        />
      ) : (
        <div className={styles.empty} />
      )}
      <Button disabled={disabled} onClick={onSign} data-testid={`${testId}-open`}>
        {signature ? 'Подписать заново' : 'Подписать'}
      </Button>
    </Field>
  );
}
