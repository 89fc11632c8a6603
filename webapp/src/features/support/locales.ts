export default {
  ru: {
    title: 'Поддержка',
    write: 'Написать в поддержку',
    intro:
      'Напишите вопрос — он придёт в поддержку, ответ появится здесь и в чате с ботом. Поддержка отвечает в течение 24 часов.',
    priority: 'Ваш тариф {{plan}}: обращения рассматриваются в первую очередь.',
    manager: 'Ваш персональный менеджер: {{name}}',
    you: 'Вы',
    support: 'Поддержка',
    loadError: 'Не удалось загрузить переписку',
  },
  en: {
    title: 'Support',
    write: 'Write to support',
    intro:
      'Write your question: it goes to support, and the answer appears here and in the chat with the bot. Support replies within 24 hours.',
    priority: 'Your plan is {{plan}}: your requests are handled first.',
    manager: 'Your personal manager: {{name}}',
    you: 'You',
    support: 'Support',
    loadError: 'Could not load the conversation',
  },
};
