import { Selector } from 'testcafe';

/** An element by its data-testid (the console's stable test hooks). */
export const byTestId = (id: string) => Selector(`[data-testid="${id}"]`);

export const loginForm = byTestId('login-form');
export const loginError = byTestId('login-error');
export const sideMenu = byTestId('side-menu');
export const notFound = byTestId('page-not-found');
export const presenceViewers = byTestId('presence-viewer');

/** Fluent's validation text under a form field. */
export const fieldMessages = Selector('.fui-Field__validationMessage');

/** The page heading of the shell's current section. */
export const pageHeading = Selector('main h1');

/** A viewer in the header's presence avatars whose name contains `name` (the avatar shows initials). */
export const presenceViewer = (name: string) =>
  presenceViewers.withAttribute('data-name', new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
