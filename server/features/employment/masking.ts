/** '••••••••••••••••0001': what a viewer who does not employ sees of a salary account. */
export function maskAccount(account: string): string {
  return account.length > 4 ? `${'•'.repeat(account.length - 4)}${account.slice(-4)}` : account;
}

/** The hire document as unit and region directors watch it: the salary account masked. */
export function maskHire(doc: Record<string, unknown>): Record<string, unknown> {
  const form = doc.form as { salaryProject?: { ui?: { account?: string } } } | undefined;
  const ui = form?.salaryProject?.ui;
  if (!form || !ui || typeof ui.account !== 'string') return doc;
  const salaryProject = { ...form.salaryProject, ui: { ...ui, account: maskAccount(ui.account) } };
  return { ...doc, form: { ...form, salaryProject } };
}
