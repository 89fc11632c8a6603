import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';

// The edit forms come in a chunk of their own, not preloaded here: a tap before it is in keeps the screen as
// it was (no page-wide loading), then the form opens.
describe('the profile’s edit forms load when asked for', () => {
  it('Edit keeps the personal data card until the form is in, then opens it with the loaded values', async () => {
    const app = renderWithApp(null, { route: '/profile', roles: ['client'], me: { first_name: 'Анна' } });
    await app.user.click(await screen.findByRole('button', { name: 'Редактировать' }));
    expect(screen.getByText('Личные данные')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Анна');
  });

  it('adding a role shows the form’s title at once, then the form', async () => {
    const app = renderWithApp(null, { route: '/profile', roles: ['organization'] });
    await app.user.click(await screen.findByRole('button', { name: /Стать клиентом/ }));
    expect(screen.getByText(/Регистрация дополнительной роли/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Зарегистрировать' })).toBeInTheDocument();
  });
});
