/** A message as Telegram shows it in the client's chat: the text in a bubble, its buttons under it. */
export function TelegramBubble({ text, buttons }: { text: string; buttons: string[][] }) {
  return (
    <div className="tg-bubble-wrap" data-testid="template-preview">
      <div className="tg-bubble">{text}</div>
      {buttons.map((row, i) => (
        <div className="tg-bubble-buttons" key={i}>
          {row.map((label) => (
            <span className="tg-bubble-button" key={label}>
              {label}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
