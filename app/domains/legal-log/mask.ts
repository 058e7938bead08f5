// A subject in a list of log entries is shown masked: a security consultant scanning a page of
// consultations sees which entries concern the same subject by its last characters, and reads the
// subject in full only on the entry's own screen (whose reading the log records in turn). The rule
// is shared with the backend's unusual-use report (contracts/subject-mask.ts).
export { maskCharacter, maskSubject, visibleCharacters } from '@contracts/subject-mask';
