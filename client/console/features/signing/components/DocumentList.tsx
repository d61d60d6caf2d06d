import { useState } from 'react';
import { Badge, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { DocumentLink } from '#events/documents/labels';
import type { SigningStatus } from '#events/signing/inputs';
import { PdfViewerDialog } from './PdfViewerDialog';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    paddingLeft: 0,
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    listStyle: 'none',
  },
});

/**
 * The questionnaire's documents, each opened in the PDF viewer (the signed copy once signed), and,
 * once signed, whether the document made from today's data is still the one signed.
 */
export function DocumentList(props: { documents: DocumentLink[]; status: SigningStatus | null }) {
  const { documents, status } = props;
  const styles = useStyles();
  const [open, setOpen] = useState<{ title: string; path: string } | null>(null);
  const matches = new Map(status?.documents.map((d) => [d.label, d.matches]) ?? []);
  return (
    <>
      <ul className={styles.list} data-testid="signing-documents">
        {documents.map((d) => {
          const signed = d.variants.includes('signed');
          const path = signed ? d.path.replace(/\/blank$/, '/signed') : d.path;
          const match = matches.get(d.label);
          return (
            <li key={d.label} className={styles.item} data-testid={`signing-doc-${d.label}`}>
              <Link as="button" onClick={() => setOpen({ title: d.title, path })}>
                {d.title}
              </Link>
              {match === true && (
                <Badge appearance="tint" color="success" data-testid={`signing-doc-${d.label}-match`}>
                  совпадает с подписанным
                </Badge>
              )}
              {match === false && (
                <Badge appearance="tint" color="danger" data-testid={`signing-doc-${d.label}-changed`}>
                  изменился после подписания
                </Badge>
              )}
            </li>
          );
        })}
      </ul>
      {documents.length === 0 && <Text>Документы не найдены</Text>}
      {open && <PdfViewerDialog title={open.title} path={open.path} onClose={() => setOpen(null)} />}
    </>
  );
}
