/** Data the templates loaders return and their views render. */
import type { ListIntro, TemplateRow } from '@site/contracts';

export interface TemplatesListData {
  intro: ListIntro;
  templates: TemplateRow[];
  categories: string[];
  /** The category the request asked for (`?category=`), one of `categories`. */
  selected?: string;
}
export interface TemplateData {
  template: TemplateRow;
  related: TemplateRow[];
}
