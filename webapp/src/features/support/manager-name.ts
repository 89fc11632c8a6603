/** A personal manager as the owner reads them: the name, and the Telegram username to write to. */
export const managerName = (m: { name: string; username: string | null }): string =>
  m.username ? `${m.name} (@${m.username})` : m.name;
