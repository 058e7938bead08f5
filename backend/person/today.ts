// What 'today' means for every period and date rule: the calendar day in Belgium, as the
// contracts define it.
export { todayInBelgium } from '@contracts/today';
