// The registration forms in one lazy chunk (registration-forms.ts loads it): the role choice, the first screen
// of a new user, shows none of them, and they bring antd-mobile's Form and the phone library.
export { ClientForm } from './ClientForm';
export { MasterForm } from './MasterForm';
export { OwnerForm } from './OwnerForm';
