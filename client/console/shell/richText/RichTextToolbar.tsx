import type { ReactElement } from 'react';
import { makeStyles, Toolbar, ToolbarDivider, ToolbarToggleButton, tokens } from '@fluentui/react-components';
import {
  EyeRegular,
  LinkRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextItalicRegular,
  TextNumberListLtrRegular,
} from '@fluentui/react-icons';
import type { Editor } from '@tiptap/react';

export type FormatButton = 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'link';

export const TOOLBAR_TEXTS = {
  toolbar: 'Форматирование текста',
  bold: 'Полужирный',
  italic: 'Курсив',
  bulletList: 'Маркированный список',
  orderedList: 'Нумерованный список',
  link: 'Ссылка',
  preview: 'Предпросмотр',
} as const;

const BUTTONS: { value: FormatButton; icon: ReactElement; keys: string }[] = [
  { value: 'bold', icon: <TextBoldRegular />, keys: 'Ctrl+B' },
  { value: 'italic', icon: <TextItalicRegular />, keys: 'Ctrl+I' },
  { value: 'bulletList', icon: <TextBulletListLtrRegular />, keys: 'Ctrl+Shift+8' },
  { value: 'orderedList', icon: <TextNumberListLtrRegular />, keys: 'Ctrl+Shift+7' },
  { value: 'link', icon: <LinkRegular />, keys: 'Ctrl+K' },
];

const useStyles = makeStyles({
  // At 390 px the buttons wrap onto a second row instead of widening the form.
  toolbar: { flexWrap: 'wrap', padding: 0, gap: tokens.spacingHorizontalXXS },
});

/** The format toggles' state: what is active at the cursor. */
export function activeFormats(editor: Editor): FormatButton[] {
  return BUTTONS.map((b) => b.value).filter((value) => editor.isActive(value));
}

export interface RichTextToolbarProps {
  active: FormatButton[];
  disabled: boolean;
  preview: boolean;
  onFormat: (button: FormatButton) => void;
  onPreview: () => void;
  testId: string;
}

/**
 * Fluent's toolbar: one tab stop, arrow keys between the buttons, Enter or Space presses one; each
 * toggle shows whether its format is on at the cursor.
 */
export function RichTextToolbar({
  active,
  disabled,
  preview,
  onFormat,
  onPreview,
  testId,
}: RichTextToolbarProps) {
  const styles = useStyles();
  return (
    <Toolbar
      aria-label={TOOLBAR_TEXTS.toolbar}
      size="small"
      className={styles.toolbar}
      checkedValues={{ format: active, preview: preview ? ['on'] : [] }}
      data-testid={`${testId}-toolbar`}
    >
      {BUTTONS.map((button) => (
        <ToolbarToggleButton
          key={button.value}
          name="format"
          value={button.value}
          appearance="subtle"
          icon={button.icon}
          aria-label={TOOLBAR_TEXTS[button.value]}
          title={`${TOOLBAR_TEXTS[button.value]} (${button.keys})`}
          disabled={disabled}
          // Keeps the editor's selection while the button is pressed with the mouse.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onFormat(button.value)}
          data-testid={`rte-${button.value}`}
        />
      ))}
      <ToolbarDivider />
      <ToolbarToggleButton
        name="preview"
        value="on"
        appearance="subtle"
        icon={<EyeRegular />}
        onClick={onPreview}
        data-testid={`${testId}-preview-toggle`}
      >
        {TOOLBAR_TEXTS.preview}
      </ToolbarToggleButton>
    </Toolbar>
  );
}
