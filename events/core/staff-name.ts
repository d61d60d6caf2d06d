/**
 * A staff member as every screen, notice, history line and export names them: 'Фамилия Имя'
 * ('Кадрова Елена'), one order everywhere (issue 24, item 7). Shared by the server (actors of
 * commands, presence, directors) and the console.
 */
export function staffName(user: { surname: string; name: string }): string {
  return [user.surname, user.name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
