import { useEffect, useRef, useState } from 'react';
import {
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
  type FieldControlProps,
} from '@fluentui/react-components';
import { Extension } from '@tiptap/core';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isSafeLink, sanitizeRichText } from '#events/vacancies/sanitize';
import { isWordHtml } from '#events/vacancies/word-html';
import { LinkDialog } from './LinkDialog';
import { RichTextPreview } from './RichTextPreview';
import { activeFormats, RichTextToolbar, type FormatButton } from './RichTextToolbar';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  box: {
    position: 'relative',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': { borderBottomColor: tokens.colorCompoundBrandStroke, outline: 'none' },
    '& .ProseMirror': {
      minHeight: '112px',
      maxHeight: '480px',
      overflowY: 'auto',
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      outline: 'none',
      overflowWrap: 'anywhere',
      whiteSpace: 'pre-wrap',
    },
    '& .ProseMirror p': { margin: '0 0 8px' },
    '& .ProseMirror ul, & .ProseMirror ol': { margin: '0 0 8px', paddingLeft: '20px' },
    '& .ProseMirror li p': { margin: 0 },
    '& .ProseMirror a': { color: tokens.colorBrandForegroundLink },
  },
  invalid: { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
  disabled: { backgroundColor: tokens.colorNeutralBackground3 },
  placeholder: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    left: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground4,
    pointerEvents: 'none',
  },
});

/**
 * The editor's text as the form keeps it: its HTML, or '' when it has no text at all. The empty
 * paragraph the editor keeps after a closing list (to type on after it) is not part of the text.
 */
export function htmlOf(editor: Editor): string {
  if (editor.state.doc.textContent.trim() === '') return '';
  return editor.getHTML().replace(/(<p><\/p>)+$/, '');
}

export interface RichTextEditorProps {
  /** The stored HTML (sanitised); older plain text with newlines loads as paragraphs. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Read-only (the auditor, a past state) or busy: shown, not editable. */
  disabled?: boolean;
  placeholder?: string;
  /** The section's title on the public vacancy page, shown by the preview. */
  previewTitle: string;
  /** The editable area's data-testid; the toolbar and preview take it as a prefix. */
  testId: string;
  /** What a Fluent Field gives its control: label, hint and error ids. */
  fieldProps?: FieldControlProps;
}

/**
 * A rich text box for a candidate-facing text (TipTap): bold, italic, bulleted and numbered lists,
 * http(s)/mailto links, paragraphs and line breaks (Shift+Enter). Its HTML is what the server
 * sanitises; a paste from Word is cleaned by the same sanitiser before it lands.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, onBlur, disabled = false, placeholder, previewTitle, testId, fieldProps } = props;
  const styles = useStyles();
  const [link, setLink] = useState<string | null>(null);
  const [preview, setPreview] = useState(false);
  // The latest callbacks, for the editor's handlers (the editor is made once).
  const handlers = useRef({ onChange, onBlur, openLink: () => {} });
  /** The value this editor last reported: a different one comes from outside and is loaded. */
  const reported = useRef(value);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        blockquote: false,
        code: false,
        codeBlock: false,
        heading: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: false,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isSafeLink(url),
      }),
      Extension.create({
        name: 'linkShortcut',
        addKeyboardShortcuts: () => ({
          'Mod-k': () => {
            handlers.current.openLink();
            return true;
          },
        }),
      }),
    ],
    content: sanitizeRichText(value),
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'data-testid': testId,
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        ...(fieldProps?.id ? { id: fieldProps.id } : {}),
        ...(fieldProps?.['aria-labelledby'] ? { 'aria-labelledby': fieldProps['aria-labelledby'] } : {}),
        ...(fieldProps?.['aria-describedby'] ? { 'aria-describedby': fieldProps['aria-describedby'] } : {}),
        ...(fieldProps?.['aria-required'] ? { 'aria-required': 'true' } : {}),
        ...(fieldProps?.['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
      },
      // Word's clipboard: its lists, fonts and comments are cleaned as the server would clean them.
      transformPastedHTML: (html) => (isWordHtml(html) ? sanitizeRichText(html) : html),
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      reported.current = html;
      handlers.current.onChange(html);
    },
    onBlur: () => handlers.current.onBlur?.(),
  });

  const openLink = () => {
    if (!editor || !editor.isEditable) return;
    setLink(String(editor.getAttributes('link').href ?? ''));
  };
  useEffect(() => {
    handlers.current = { onChange, onBlur, openLink };
  });

  // A value from outside (loaded, reset, someone else's change accepted) replaces the text.
  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(sanitizeRichText(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  // Attributes that follow the field: its error state above all.
  const invalid = Boolean(fieldProps?.['aria-invalid']);
  useEffect(() => {
    if (!editor) return;
    const mark = () => {
      let dom: HTMLElement;
      try {
        dom = editor.view.dom;
      } catch {
        return; // TipTap throws on `view` until the editor is mounted: its 'mount' marks it then.
      }
      if (invalid) dom.setAttribute('aria-invalid', 'true');
      else dom.removeAttribute('aria-invalid');
    };
    mark();
    editor.on('mount', mark);
    return () => {
      editor.off('mount', mark);
    };
  }, [editor, invalid]);

  const active = useEditorState({ editor, selector: ({ editor: e }) => (e ? activeFormats(e) : []) }) ?? [];

  const format = (button: FormatButton) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (button === 'bold') chain.toggleBold().run();
    else if (button === 'italic') chain.toggleItalic().run();
    else if (button === 'bulletList') chain.toggleBulletList().run();
    else if (button === 'orderedList') chain.toggleOrderedList().run();
    else openLink();
  };

  const saveLink = (href: string) => {
    setLink(null);
    if (!editor) return;
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({
          type: 'text',
          text: href.replace(/^mailto:/i, ''),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    } else {
      // The caret goes after the link, so typing goes on outside it.
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
      editor.commands.setTextSelection(editor.state.selection.to);
    }
  };

  const removeLink = () => {
    setLink(null);
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
  };

  return (
    <div className={styles.root}>
      <RichTextToolbar
        active={active}
        disabled={disabled}
        preview={preview}
        onFormat={format}
        onPreview={() => setPreview((shown) => !shown)}
        testId={testId}
      />
      <div className={mergeClasses(styles.box, invalid && styles.invalid, disabled && styles.disabled)}>
        <EditorContent editor={editor} />
        {placeholder && value === '' && (
          <div className={styles.placeholder} aria-hidden>
            {placeholder}
          </div>
        )}
      </div>
      {preview && <RichTextPreview html={value} title={previewTitle} testId={testId} />}
      {link !== null && (
        <LinkDialog
          initial={link}
          onSave={saveLink}
          onRemove={removeLink}
          onClose={() => {
            setLink(null);
            editor?.commands.focus();
          }}
        />
      )}
    </div>
  );
}
