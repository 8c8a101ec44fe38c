/** The pages this remote exposes to the shell (`./pages`): the templates gallery and one template. */
import { TEMPLATES_TEXTS } from './i18n/index.ts';
import type { RemotePage } from '@site/contracts';
import { TemplatesListView } from './components/TemplatesListView.tsx';
import { TemplateView } from './components/TemplateView.tsx';
import { loadTemplate, loadTemplatesList } from './loaders/templates.ts';
import type { TemplateData, TemplatesListData } from './page-data.ts';

const TemplatesList: RemotePage<TemplatesListData> = { load: loadTemplatesList, Component: TemplatesListView, texts: TEMPLATES_TEXTS };
const TemplatePage: RemotePage<TemplateData> = { load: loadTemplate, Component: TemplateView, texts: TEMPLATES_TEXTS };

// biome-ignore lint/suspicious/noExplicitAny: each page has its own data type
export const pages: Record<string, RemotePage<any>> = { TemplatesList, TemplatePage };
