import { InlineKeyboard } from 'grammy';
import { webappUrl } from '../keyboards/webapp';
import { supportTexts } from '../locales/support';
import type { NoticeRenderer } from './rendered';

/** The super admin's copy opens the conversation in /admin; a manager's opens a chat with the writer. */
export const renderSupportMessage: NoticeRenderer<'support_message'> = (p, _t, base, lang) => {
  const s = supportTexts(lang);
  if (p.to === 'admin') {
    return {
      text: s.incoming(p.priority, p.from_name, p.username, p.business_name, p.text),
      reply_markup: new InlineKeyboard().webApp(s.answer, webappUrl(base, `/admin/support/${p.conversation_id}`)),
    };
  }
  const text = s.incomingManager(p.from_name, p.username, p.business_name, p.text);
  return p.username
    ? { text, reply_markup: new InlineKeyboard().url(s.write, `https://t.me/${p.username}`) }
    : { text };
};

export const renderSupportReply: NoticeRenderer<'support_reply'> = (p, _t, base, lang) => ({
  text: supportTexts(lang).reply(p.text),
  reply_markup: new InlineKeyboard().webApp(supportTexts(lang).open, webappUrl(base, '/support')),
});
