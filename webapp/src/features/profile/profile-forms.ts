// The profile's edit forms, one lazy chunk (edit-forms.ts): the profile's first screen shows none of them,
// and they bring antd-mobile's Form and the phone library (~230 KB). They load when the browser is idle
// after the profile has rendered, or as soon as a finger touches the button that opens one, so opening a
// form stays instant.
import type { ComponentProps } from 'react';
import { preloadable } from '../../lib/preloadable';

const loadForms = () => import('./edit-forms');
type Forms = Awaited<ReturnType<typeof loadForms>>;

export const PersonalDataForm = preloadable<ComponentProps<Forms['PersonalDataForm']>>(() =>
  loadForms().then((m) => ({ default: m.PersonalDataForm })),
);

export const AdditionalRoleForm = preloadable<ComponentProps<Forms['AdditionalRoleForm']>>(() =>
  loadForms().then((m) => ({ default: m.AdditionalRoleForm })),
);

export const MasterCardForm = preloadable<ComponentProps<Forms['MasterCardForm']>>(() =>
  loadForms().then((m) => ({ default: m.MasterCardForm })),
);

/** Starts loading a form's code (a failure shows when the form renders, through the page's error boundary). */
export const preloadForm = (form: { preload(): Promise<void> }) => void form.preload().catch(() => undefined);

/** Button props that start loading a form's code when a finger (or the mouse) goes down on the button. */
export function preloadOnIntent(form: { preload(): Promise<void> }) {
  const start = () => preloadForm(form);
  return { onTouchStart: start, onMouseDown: start };
}

/** Every form the profile can open; resolves once their code is in (or failed to load). */
export function preloadProfileForms(): Promise<void> {
  const forms = [PersonalDataForm, AdditionalRoleForm, MasterCardForm];
  return Promise.all(forms.map((f) => f.preload().catch(() => undefined))).then(() => undefined);
}
