import { defineServerFeature } from '../../core/feature';
import { statusRoomRule } from './live';
import { candidateStatusRoutes } from './routes';
import { withdrawalReactor } from './withdraw-reactor';

/** The candidate's status page (issue 31, item 2): public routes past the SMS gate, its live room. */
export const candidateStatusFeature = defineServerFeature({
  name: 'candidate-status',
  routes: (s) => [candidateStatusRoutes(s)],
  reactors: [withdrawalReactor],
  publicRooms: [statusRoomRule()],
});
