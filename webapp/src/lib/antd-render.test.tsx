import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';

// Toasts and dialogs mount roots of their own (antd-render.ts). The tests' set-up unmounts them after each
// case: nothing of one case renders during the next, or after its file is gone.
describe('toasts and dialogs between test cases', () => {
  it('a case ends with a toast and a dialog on screen', async () => {
    Toast.show({ content: 'Сохранено', duration: 0 });
    void Dialog.confirm({ content: 'Вернуть платёж?' });
    expect(await screen.findByText('Сохранено')).toBeInTheDocument();
    expect(await screen.findByText('Вернуть платёж?')).toBeInTheDocument();
  });

  it('the next case starts without them, and its own toast shows', async () => {
    expect(screen.queryByText('Сохранено')).not.toBeInTheDocument();
    expect(screen.queryByText('Вернуть платёж?')).not.toBeInTheDocument();
    Toast.show({ content: 'Запись отменена' });
    expect(await screen.findByText('Запись отменена')).toBeInTheDocument();
  });
});
