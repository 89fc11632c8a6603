import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';

// The registration forms come in a chunk of their own, not preloaded here: a role chosen before it is in shows
// the form's title over a loading line, then the form.
describe('the registration forms load when asked for', () => {
  it('a role chosen before the forms’ code is in shows its title at once, then its form', async () => {
    const app = renderWithApp(null, { route: '/register' });
    await app.user.click(await screen.findByText('Клиент'));
    expect(screen.getByText('Регистрация клиента')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Зарегистрироваться' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Имя' })).toBeInTheDocument();
  });
});
