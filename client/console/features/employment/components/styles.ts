import { makeStyles, tokens } from '@fluentui/react-components';

/** The form's blocks: fields side by side on a wide screen, stacked on a phone (390 px). */
export const useBlockStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
  check: { alignSelf: 'end' },
  caption: { color: tokens.colorNeutralForeground3 },
});
