import { makeStyles, tokens } from '@fluentui/react-components';
import type { QuestionnaireLightEntity } from '../api';
import { QuestionnaireRow } from './QuestionnaireRow';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export interface QuestionnaireRowsProps {
  rows: QuestionnaireLightEntity[];
  highlighted: ReadonlySet<string>;
  onOpen: (entity: QuestionnaireLightEntity) => void;
  testId?: string;
}

/** The rows of one page; rows that arrived live are highlighted for a moment. */
export function QuestionnaireRows({ rows, highlighted, onOpen, testId = 'ql-list' }: QuestionnaireRowsProps) {
  const styles = useStyles();
  return (
    <div className={styles.list} data-testid={testId} role="list">
      {rows.map((row) => (
        <div role="listitem" key={row.id}>
          <QuestionnaireRow entity={row} highlighted={highlighted.has(row.id)} onOpen={onOpen} />
        </div>
      ))}
    </div>
  );
}
