import { MessagesScreen } from '../messages-screen.tsx';

/** spec 001 §2: /admin/emails, the e-mails sent and their status. */
export default function EmailsPage() {
  return <MessagesScreen kind="email" />;
}
