/** The pages this remote exposes to the shell (`./pages`): the templates gallery and one template. */
import { TEMPLATES_TEXTS } from './i18n/index.ts';
import { loaderOnDemand, type RemotePage } from '@site/contracts';
import { TemplatesListView } from './components/TemplatesListView.tsx';
import { TemplateView } from './components/TemplateView.tsx';
import type { TemplateData, TemplatesListData } from './page-data.ts';

const loaders = () => import('./loaders/templates.ts');

const TemplatesList: RemotePage<TemplatesListData> = {
  load: loaderOnDemand(loaders, (m) => m.loadTemplatesList),
  Component: TemplatesListView,
  texts: TEMPLATES_TEXTS,
};
const TemplatePage: RemotePage<TemplateData> = {
  load: loaderOnDemand(loaders, (m) => m.loadTemplate),
  Component: TemplateView,
  texts: TEMPLATES_TEXTS,
};

// biome-ignore lint/suspicious/noExplicitAny: each page has its own data type
export const pages: Record<string, RemotePage<any>> = { TemplatesList, TemplatePage };
