import { NOTIFICATION_MESSAGES, type NotificationChannel } from '#events/notifications/api';
import { NOTIFICATION_OPT_OUT_KIND, type NotificationEvent } from '#events/notifications/events';
import type { Decider } from '../../core/decider';
import { NotFoundError } from '../../core/errors';

type OptOutEvent = Extract<NotificationEvent, { type: 'NotificationChannelOptedOut' }>;

export interface OptOutState {
  optedOut: ReadonlySet<NotificationChannel>;
}

export type OptOutCommand = { type: 'OptOutOfChannel'; ref: string; channel: NotificationChannel };

/**
 * A candidate's opt-outs (stream `notification-opt-out-{ref}`). A link already used answers like an
 * unknown one (issue 31: 'forged or reused answers like an unknown one'), so the refusal is the
 * route's one 404.
 */
export const optOutDecider: Decider<OptOutState, OptOutCommand, OptOutEvent> = {
  kind: NOTIFICATION_OPT_OUT_KIND,
  initialState: () => ({ optedOut: new Set() }),
  evolve(state, event) {
    return { optedOut: new Set(state.optedOut).add(event.data.channel) };
  },
  decide(command, state) {
    if (state.optedOut.has(command.channel)) throw new NotFoundError(NOTIFICATION_MESSAGES.unknownLink);
    return [{ type: 'NotificationChannelOptedOut', data: { ref: command.ref, channel: command.channel } }];
  },
};
