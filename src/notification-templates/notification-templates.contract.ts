import type { Placeholder, TemplateKind, TemplateLang } from './template-text';

/** Plain shapes of /api/notification-templates, shared with the mini app. */

/** One kind in one language: the standard text, the business's own (null: the standard goes). */
export interface NotificationTemplateItem {
  kind: TemplateKind;
  lang: TemplateLang;
  standard_text: string;
  own_text: string | null;
  placeholders: Placeholder[];
}

export interface NotificationTemplatesResponse {
  /** Whether own texts are sent now (billing off, or the business's plan is Pro or above). */
  own_texts_in_use: boolean;
  templates: NotificationTemplateItem[];
}

export interface NotificationTemplateRequest {
  text: string;
}

/** The message as a client would get it with a sample booking: the text, and the kind's buttons' labels. */
export interface NotificationPreviewResponse {
  text: string;
  buttons: string[][];
}
