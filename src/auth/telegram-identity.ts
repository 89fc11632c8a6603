/** Who is calling, as Telegram vouched for it in validated init data. */
export interface TelegramIdentity {
  id: number;
  firstName: string;
  lastName: string | null;
  username: string | null;
  languageCode: string | null;
  startParam: string | null;
}
