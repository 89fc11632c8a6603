/**
 * Which organizations anyone may see: their public page, booking link and search listing. An organization
 * whose owner is blocked on the platform is hidden everywhere at once, so a search never shows the phone
 * and owner of an organization whose page answers 404.
 *
 * `o` is the SQL alias of the organizations row being tested.
 */
export const visibleOrganizationSql = (o: string): string =>
  `EXISTS (SELECT 1 FROM users vis_owner WHERE vis_owner.id = ${o}.owner_id AND NOT vis_owner.is_blocked)`;
