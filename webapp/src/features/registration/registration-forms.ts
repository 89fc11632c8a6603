// The registration forms, one lazy chunk (role-forms.ts): a new user's first screen is the role choice, and
// the forms bring antd-mobile's Form and the phone library (~230 KB) it does not need. They load when the
// browser is idle after the choice has rendered, or as soon as a finger touches a role, so a form still
// opens at once.
import type { ComponentProps } from 'react';
import { preloadable } from '../../lib/preloadable';

const loadForms = () => import('./role-forms');
type Forms = Awaited<ReturnType<typeof loadForms>>;

export const ClientForm = preloadable<ComponentProps<Forms['ClientForm']>>(() =>
  loadForms().then((m) => ({ default: m.ClientForm })),
);

export const MasterForm = preloadable<ComponentProps<Forms['MasterForm']>>(() =>
  loadForms().then((m) => ({ default: m.MasterForm })),
);

export const OwnerForm = preloadable<ComponentProps<Forms['OwnerForm']>>(() =>
  loadForms().then((m) => ({ default: m.OwnerForm })),
);

/** Every registration form; resolves once their code is in (or failed to load: the form's render shows it). */
export function preloadRegistrationForms(): Promise<void> {
  const forms = [ClientForm, MasterForm, OwnerForm];
  return Promise.all(forms.map((f) => f.preload().catch(() => undefined))).then(() => undefined);
}
