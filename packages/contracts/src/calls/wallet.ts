import { access, defineArea, reply } from '../call.ts';
import { messageReply } from '../paging.ts';
import { Endpoint } from '../permissions.ts';
import { reRegisteredAccountRequest } from '../users.ts';

/** spec 001 §7 (Wallet): the calls that have landed so far; the ledger's arrive with the wallet issue. */
export const walletCalls = defineArea('Wallet', {
  ReRegisteredAccount: {
    method: 'POST',
    access: access.admin(Endpoint.Wallet, 'edit'),
    body: reRegisteredAccountRequest,
    reply: reply.json(messageReply),
    summary: "Asks for the wallet's bank account to be verified again (Re-Verify Account).",
  },
});
