import { createStore } from 'jotai';

/**
 * The one jotai store of the console. The HTTP wrapper and the socket client live outside React and
 * read or update the session through it; components get it through <Provider store={appStore}>.
 */
export const appStore = createStore();
