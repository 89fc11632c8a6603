import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';

const cases: { path: string; title: string; features: string[] }[] = [
  { path: '/master-services', title: 'Мои услуги', features: ['Список услуг'] },
  { path: '/organization-services', title: 'Услуги организации', features: ['Список услуг организации'] },
];

describe('coming-soon placeholders', () => {
  for (const c of cases) {
    it(`${c.path}: ${c.title} with its promised features`, async () => {
      renderWithApp(null, { route: c.path, roles: ['client'] });
      expect(await screen.findByText('Что будет доступно:')).toBeInTheDocument();
      expect(screen.getAllByText(c.title).length).toBeGreaterThan(0);
      for (const f of c.features) expect(screen.getByText(f)).toBeInTheDocument();
    });
  }
});
