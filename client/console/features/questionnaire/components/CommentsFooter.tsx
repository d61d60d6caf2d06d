import { useState } from 'react';
import { Button, Field, Spinner, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { actorText } from '#events/core/roles';
import type { QuestionnaireView } from '../api';
import { dateTime } from '../format';
import { useReadOnly } from '#client/console/shell/readOnly';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  comment: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  text: { width: '100%' },
});

/** Comments (events, with author and time) and the comment form with 'Сохранить' (none without onSave: read-only). */
export function CommentsFooter(props: {
  comments: QuestionnaireView['comments'];
  onSave?: (text: string) => Promise<boolean>;
}) {
  const styles = useStyles();
  const readOnly = useReadOnly();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    if (await props.onSave?.(text.trim())) setText('');
    setBusy(false);
  };
  return (
    <section className={styles.root} aria-label="Комментарии" data-testid="qa-comments">
      <Text weight="semibold" size={400}>
        Комментарии
      </Text>
      {props.comments.map((c) => (
        <div key={c.id} className={styles.comment} data-testid="qa-comment">
          <Text className={styles.muted} size={200}>
            {actorText(c.by)}, {dateTime(c.at)}
          </Text>
          <Text>{c.text}</Text>
        </div>
      ))}
      {props.onSave && !readOnly && (
        <div className={styles.form}>
          <Field label="Комментарий" className={styles.text}>
            <Textarea
              value={text}
              maxLength={2000}
              rows={3}
              resize="vertical"
              onChange={(_, data) => setText(data.value)}
              data-testid="qa-comment-text"
            />
          </Field>
          <Button
            appearance="primary"
            disabled={busy || text.trim() === ''}
            icon={busy ? <Spinner size="tiny" /> : undefined}
            onClick={() => void save()}
            data-testid="qa-comment-save"
          >
            Сохранить
          </Button>
        </div>
      )}
    </section>
  );
}
