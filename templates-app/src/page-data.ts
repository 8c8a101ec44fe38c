/** Data the templates loaders return and their views render. */
import type { ListIntro, TemplateRow } from '@site/contracts';

export interface TemplatesListData {
  intro: ListIntro;
  templates: TemplateRow[];
  categories: string[];
}
export interface TemplateData {
  template: TemplateRow;
  related: TemplateRow[];
}
