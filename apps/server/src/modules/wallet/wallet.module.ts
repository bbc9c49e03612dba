import { calls } from '@wayfare/contracts';
import { type AppContext, callerOf } from '../../app-context.ts';
import { handlersFor, type ModuleParts } from '../../http/register-calls.ts';
import { reRegisterWalletAccount } from './re-registered-account.service.ts';

const walletHandlers = handlersFor(calls.Wallet, ({ db }: AppContext) => ({
  ReRegisteredAccount: ({ body, request }) =>
    reRegisterWalletAccount(db, { ...body, caller: callerOf(request) }),
}));

/** spec 001 §7 (Wallet): the calls landed so far; the ledger's arrive with the wallet issue. */
export const walletModule = (ctx: AppContext): ModuleParts => ({ handlers: [walletHandlers(ctx)] });
