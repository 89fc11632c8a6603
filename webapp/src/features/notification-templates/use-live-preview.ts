import { useEffect, useState } from 'react';
import type { NotificationPreviewResponse } from '@api/notification-templates/notification-templates.contract';
import type { TemplateKind, TemplateLang } from '@api/notification-templates/template-text';
import { previewNotificationTemplate } from '../../api/notification-templates';

/** How long typing pauses before the preview is asked for. */
const PAUSE_MS = 300;

/**
 * The message as the server renders it for a client (a sample booking, the kind's buttons), asked for once
 * typing pauses; `problem`: the server's words for what is wrong with the text (an unknown placeholder, …).
 */
export function useLivePreview(kind: TemplateKind, lang: TemplateLang, text: string) {
  const [preview, setPreview] = useState<NotificationPreviewResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      if (!text.trim()) return;
      previewNotificationTemplate(kind, lang, text).then(
        (answer) => {
          if (!current) return;
          setPreview(answer);
          setProblem(null);
        },
        (e: unknown) => {
          if (current) setProblem(e instanceof Error ? e.message : String(e));
        },
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [kind, lang, text]);
  return { preview, problem };
}
