import { lazy, Suspense } from 'react';
import { Skeleton, SkeletonItem } from '@fluentui/react-components';
import type { RichTextEditorProps } from './RichTextEditor';

/**
 * The editor (TipTap, ProseMirror and the sanitiser's HTML parser, some 600 kB) is loaded with the
 * first page that edits a text, not with the console.
 */
const Editor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Skeleton aria-label="Загрузка редактора">
          <SkeletonItem size={40} />
          <SkeletonItem size={120} />
        </Skeleton>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
