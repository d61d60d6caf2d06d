import type { FieldChange } from './api';
export function diffValues(_before: unknown, _after: unknown): FieldChange[] {
  return [];
}
