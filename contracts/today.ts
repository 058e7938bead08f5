// What 'today' means for every period and date rule, in the portal and the backend alike: the
// calendar day in Belgium (a UTC date is yesterday's between midnight and one or two o'clock).
const belgianDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Belgium, YYYY-MM-DD: what 'now' means for every period. */
export function todayInBelgium(now = new Date()): string {
  return belgianDay.format(now);
}
