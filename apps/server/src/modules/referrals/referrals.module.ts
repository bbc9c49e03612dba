import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { referralHandlers } from './referral-awards.handlers.ts';

/** spec 001 §7 and issue 15 §5: the Referral calls. */
export const referralsModule = ({ db }: AppContext): ModuleParts => ({ handlers: [referralHandlers(db)] });
