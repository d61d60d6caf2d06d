/** The hire's dossier on the questionnaire card (issue 28, item 4). */
export { DossierButton } from './DossierButton';
