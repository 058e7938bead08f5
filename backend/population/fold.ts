// How person names are compared: case, accents, spaces and punctuation do not count
// ('Van den Broeck' and 'vandenbroeck' are the same name, as are 'Müller-Öztürk' and 'mullerozturk').
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[æ]/g, 'ae')
    .replace(/[ø]/g, 'o')
    .replace(/[ł]/g, 'l')
    .replace(/[^\p{L}]/gu, '');
}
