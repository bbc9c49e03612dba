import { MessagesScreen } from '../messages-screen.tsx';

/** spec 001 §2: /admin/sms, the SMS sent and their status. */
export default function SmsPage() {
  return <MessagesScreen kind="sms" />;
}
