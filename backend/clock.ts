// The time the backend goes by. The request kernel's services carry one, so a test can serve its
// calls on a fake clock; a domain that needs more than the time (the document service's schedule)
// builds its own notion on top of it.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
