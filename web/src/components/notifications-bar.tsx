import Flashbar, { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import { useNotifications } from '../app/providers/notifications.tsx';
import { strings } from '../strings.ts';

/** The spec's toasts (000 §8, §9), as a Cloudscape Flashbar. */
export function NotificationsBar() {
  const { items, dismiss } = useNotifications();
  const flashItems: FlashbarProps.MessageDefinition[] = items.map((item) => ({
    id: item.id,
    type: item.type,
    header: item.header,
    content: typeof item.content === 'string' ? item.content : <MessageList messages={item.content} />,
    dismissible: true,
    dismissLabel: strings.shell.dismiss,
    onDismiss: () => dismiss(item.id),
  }));
  return <Flashbar items={flashItems} data-testid="notifications" />;
}

function MessageList({ messages }: { messages: readonly string[] }) {
  if (messages.length === 1) return messages[0];
  return (
    <ul className="message-list">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
