/** 'dd.mm.yyyy' as the digits are typed: dots appear by themselves, at most 8 digits. */
export function formatDateInput(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}.${d.slice(2)}`;
  return `${d.slice(0, 2)}.${d.slice(2, 4)}.${d.slice(4)}`;
}

/** The 4-digit one-time code: digits only. */
export const formatCodeInput = (value: string) => value.replace(/\D/g, '').slice(0, 4);

/** A field path of a server 400 ('info.surname') as a form field name ('surname'). */
export const formFieldOf = (path: string | undefined) => path?.replace(/^info\./, '');

/** The error's field as a field of the light form, or null when the form has no such field. */
export function lightFormFieldOf<F extends string>(path: string | undefined, fields: readonly F[]): F | null {
  const name = formFieldOf(path);
  return fields.find((field) => field === name) ?? null;
}

/** An error's message, whatever was thrown. */
export const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));
