// A business's own notification texts: the list (standard and own texts), saving, going back, the preview.
import { useQuery } from '@tanstack/react-query';
import type {
  NotificationPreviewResponse,
  NotificationTemplatesResponse,
} from '@api/notification-templates/notification-templates.contract';
import type { TemplateKind, TemplateLang } from '@api/notification-templates/template-text';
import { api } from '../lib/api-client';

export const notificationTemplateKeys = { mine: ['notification-templates'] };

export function useNotificationTemplates() {
  return useQuery({
    queryKey: notificationTemplateKeys.mine,
    queryFn: () => api<NotificationTemplatesResponse>('GET', '/notification-templates'),
    retry: false,
  });
}

const path = (kind: TemplateKind, lang: TemplateLang) => `/notification-templates/${kind}/${lang}`;

export function saveNotificationTemplate(kind: TemplateKind, lang: TemplateLang, text: string, errorDefault: string) {
  return api<NotificationTemplatesResponse>('PUT', path(kind, lang), { text }, { errorDefault });
}

export function resetNotificationTemplate(kind: TemplateKind, lang: TemplateLang, errorDefault: string) {
  return api<NotificationTemplatesResponse>('DELETE', path(kind, lang), undefined, { errorDefault });
}

export function previewNotificationTemplate(kind: TemplateKind, lang: TemplateLang, text: string) {
  return api<NotificationPreviewResponse>('POST', `${path(kind, lang)}/preview`, { text }, { silent: true });
}
