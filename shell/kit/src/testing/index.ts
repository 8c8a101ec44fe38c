/**
 * Test helpers for views built on the kit (`@site/kit/testing`; never imported by app code, so
 * react-dom/server and Testing Library stay out of browser bundles). Component tests render
 * with `renderView` into happy-dom and query by role and text through `screen` and `within`;
 * `renderServerView` shows the server's markup, unhydrated, for the same queries.
 */
import * as proseTree from '../prose/prose-tree.tsx';
import { provideProseTree } from '../prose/prose-loader.ts';
import { contentIcons, interfaceIcons } from '../icon-maps.ts';
import { icons as contentIconMap } from '../content-icons.generated.ts';
import { icons as interfaceIconMap } from '../icons.generated.ts';
import * as docsNavigationTree from '../DocsNavigation.tsx';
import { provideDocsNavigation } from '../docs-navigation-loader.tsx';

// Views render bodies, icons and the docs navigation synchronously in tests, as the shell
// does once it has prepared them.
provideProseTree(proseTree);
interfaceIcons.provide(interfaceIconMap);
contentIcons.provide(contentIconMap);
provideDocsNavigation(docsNavigationTree);

export { renderView } from './render-view.tsx';
export { renderServerView } from './render-server-view.tsx';
export { renderToHtml } from './render-to-html.tsx';
export { languageOf } from './language-of.ts';
export { screen, within, fireEvent, act, waitFor, cleanup } from '@testing-library/react';
