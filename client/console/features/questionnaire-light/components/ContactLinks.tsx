import { Link, makeStyles, Tooltip, tokens } from '@fluentui/react-components';
import { CallRegular, CheckmarkCircleFilled, MailRegular } from '@fluentui/react-icons';
import { formatPhone, phoneHref } from './format';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  confirmed: { color: tokens.colorPaletteGreenForeground1 },
});

export interface ContactLinksProps {
  phone: string;
  email: string;
  /** Show the mark of a confirmed e-mail (the card does; rows do not). */
  emailConfirmed?: boolean;
}

/** Phone (+7 (XXX) XXX-XX-XX) and e-mail as links; clicks do not reach the row around them. */
export function ContactLinks({ phone, email, emailConfirmed }: ContactLinksProps) {
  const styles = useStyles();
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  return (
    <div className={styles.root}>
      <Link href={phoneHref(phone)} className={styles.link} onClick={stop} data-testid="ql-phone">
        <CallRegular aria-hidden />
        {formatPhone(phone)}
      </Link>
      <span className={styles.link}>
        <Link href={`mailto:${email}`} className={styles.link} onClick={stop} data-testid="ql-email">
          <MailRegular aria-hidden />
          {email}
        </Link>
        {emailConfirmed && (
          <Tooltip content="Почта подтверждена" relationship="label">
            <CheckmarkCircleFilled className={styles.confirmed} data-testid="ql-email-confirmed" />
          </Tooltip>
        )}
      </span>
    </div>
  );
}
