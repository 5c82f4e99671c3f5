import { preloadConsoleTab } from '../modules/console/console-preload';
import { createApolloClient } from './apollo-client';

/**
 * The app's GraphQL client, and the first screen's code and reads asked for (preloadConsoleTab) as this module
 * is evaluated: main.tsx imports it before the app, so that they go out before the router, every page and
 * their schemas are evaluated (on a 10,000-row grid's first screen, and on a busy machine, that came to a
 * fifth of a second and more before the first read left).
 */
export const apolloClient = createApolloClient();

preloadConsoleTab(window.location.pathname, apolloClient);
