import { defineServerFeature } from '../../core/feature';
import { dossierRoutes } from './routes';

/** A hire's dossier (issue 28, item 4): the questionnaire's whole story as PDF and JSON Lines. */
export const dossierFeature = defineServerFeature({
  name: 'dossier',
  routes: (s) => [dossierRoutes(s)],
});
