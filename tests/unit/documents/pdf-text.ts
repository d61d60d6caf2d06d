import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF as a reader extracts it (pdf.js through unpdf), pages joined. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

/** The PDF's info dictionary (CreationDate, ModDate, Title...). */
export async function pdfInfo(bytes: Uint8Array): Promise<Record<string, string>> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { info } = await pdf.getMetadata();
  return info as Record<string, string>;
}
