import { Dialog } from 'antd-mobile';
import type { BlockDeleteScope } from '@api/schedules/schedules.contract';

export const SCOPES: BlockDeleteScope[] = ['this', 'following', 'all'];

/**
 * «Только этот / Этот и следующие / Все» for an occurrence of a series (on delete and on change); null:
 * the master changed their mind. `labels` names each scope and the cancel button.
 */
export function askScope(
  content: string,
  labels: Record<BlockDeleteScope | 'cancel', string>,
  scopes: BlockDeleteScope[] = SCOPES,
): Promise<BlockDeleteScope | null> {
  return new Promise((resolve) => {
    Dialog.show({
      content,
      closeOnAction: true,
      onClose: () => resolve(null),
      actions: [
        ...scopes.map((scope) => ({ key: scope, text: labels[scope], onClick: () => resolve(scope) })),
        { key: 'cancel', text: labels.cancel, onClick: () => resolve(null) },
      ],
    });
  });
}
