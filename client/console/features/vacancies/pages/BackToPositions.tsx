import { BackLink } from '#client/console/shell/BackLink';
import { POSITIONS_PATH } from './location';

/** The vacancy and template pages' way back to /protected/positions. */
export function BackToPositions() {
  return (
    <BackLink to={POSITIONS_PATH} testId="back-link">
      К вакансиям
    </BackLink>
  );
}
