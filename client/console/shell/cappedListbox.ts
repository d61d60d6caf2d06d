import { makeStyles, type PositioningShorthand } from '@fluentui/react-components';

const useStyles = makeStyles({
  // Spec part 1, section 9: dropdown options at most 250 px high.
  listbox: { maxHeight: '250px', overflowY: 'auto' },
});

/**
 * Fluent sizes a Dropdown's, Combobox's or TagPicker's list to the free space with an inline
 * max-height (positioning autoSize), which beats any class: the list grew to 400+ px. Sizing only
 * the width keeps the 250 px cap; a list that does not fit below flips above as before.
 */
export const CAPPED_LIST_POSITIONING: PositioningShorthand = { autoSize: 'width' };

/** The class name and positioning that cap a Fluent option list at 250 px. */
export function useCappedListbox(): { className: string; positioning: PositioningShorthand } {
  return { className: useStyles().listbox, positioning: CAPPED_LIST_POSITIONING };
}
