import { MessageTemplatesScreen } from '../message-templates-screen.tsx';

/** spec 001 §2: /admin/messagetemplates. */
export default function MessageTemplatesPage() {
  return <MessageTemplatesScreen />;
}
