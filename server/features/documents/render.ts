import { DOCUMENT_TITLES, KMO_LABELS, type DocumentLabel } from '#events/documents/labels';
import { ValidationError } from '../../core/errors';
import type { DocumentData } from './data';
import { flattenPngDataUrl } from './flat-png';
import { evidencePage, type SignatureMark } from './evidence';
import { blankContext, pageOf, signatureImages, type RenderContext } from './layout';
import { documentSha256, renderPdf, type Node } from './pdf';
import { kmoOrder } from './templates/kmo-order';
import { TEMPLATES } from './templates';

/**
 * The documents' variants (spec section 7): the blank, the copy for paper signatures, the order on
 * the liability agreement and its printed blank, and the signed copy. Each is a pure function of
 * (label, data[, signatures]): the same inputs give the same bytes.
 */
export type UnsignedVariant = 'blank' | 'print' | 'kmo' | 'kmoPrint';

const COPY_CAPTIONS = ['Экземпляр работодателя', 'Экземпляр работника'];

function render(label: DocumentLabel, data: DocumentData, content: Node[], note: string, ctx: RenderContext) {
  const page = pageOf(data, DOCUMENT_TITLES[label], content, note);
  return renderPdf(
    { ...page, images: signatureImages(ctx) },
    { title: DOCUMENT_TITLES[label], createdAt: data.issuedAt, subject: `Анкета № ${data.questionnaireId}` },
  );
}

/** The blank (unsigned) document, or one of its unsigned variants. */
export async function generateDocument(
  label: DocumentLabel,
  data: DocumentData,
  variant: UnsignedVariant = 'blank',
): Promise<Buffer> {
  const template = TEMPLATES[label];
  const ctx: RenderContext = { ...blankContext, variant };
  if (variant === 'kmo' || variant === 'kmoPrint') {
    if (!KMO_LABELS.includes(label))
      throw new ValidationError(
        'Приказ о материальной ответственности есть только у договоров о материальной ответственности',
        'variant',
      );
    const printed = variant === 'kmoPrint';
    return render(
      label,
      data,
      kmoOrder(data, ctx, label === 'dkmo', printed),
      printed ? 'бланк приказа для печати' : 'приказ',
      ctx,
    );
  }
  if (variant === 'print') {
    const copies = Array.from({ length: template.copies }, (_, i) => [
      ...(template.copies > 1
        ? [
            {
              text: COPY_CAPTIONS[i] ?? '',
              alignment: 'right',
              fontSize: 8,
              italics: true,
              ...(i > 0 ? { pageBreak: 'before' } : {}),
            },
          ]
        : []),
      ...template.content(data, ctx),
    ]);
    return render(label, data, copies.flat(), 'экземпляр для подписи на бумаге', ctx);
  }
  return render(label, data, template.content(data, ctx), '', ctx);
}

export interface SignedDocument {
  bytes: Buffer;
  /** SHA-256 of the whole signed file (what a verification upload is compared with). */
  sha256: string;
  /** SHA-256 of the signed pages without the evidence page (printed on it). */
  signedPagesSha256: string;
}

const PNG_PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function assertPng(mark: SignatureMark): void {
  const ok =
    mark.pngDataUrl.startsWith(PNG_PREFIX) &&
    Buffer.from(mark.pngDataUrl.slice(PNG_PREFIX.length, PNG_PREFIX.length + 12), 'base64')
      .subarray(0, 8)
      .equals(PNG_MAGIC);
  if (!ok)
    throw new ValidationError(`Подпись «${mark.role}»: ожидается изображение PNG (data URL)`, 'pngDataUrl');
}

/**
 * The signed copy: the blank's pages with each signer's image on their line, then the evidence page
 * (signers, times, event ids, the blank's and the signed pages' SHA-256, a QR code to
 * /protected/verify?sha={blankSha256}). What the signing engineer calls once the signatures are
 * recorded; `blankSha256` is the hash the signature events carry.
 */
export async function renderSigned(
  label: DocumentLabel,
  data: DocumentData,
  signatures: readonly SignatureMark[],
  blankSha256: string,
): Promise<SignedDocument> {
  signatures.forEach(assertPng);
  const template = TEMPLATES[label];
  const ctx: RenderContext = {
    variant: 'signed',
    // Opaque images: an alpha channel made pdfkit's bytes depend on timing (flat-png.ts).
    signatures: Object.fromEntries(signatures.map((s) => [s.role, flattenPngDataUrl(s.pngDataUrl)])),
  };
  const pages = template.content(data, ctx);
  const signedPages = documentSha256(await render(label, data, pages, 'подписанный экземпляр', ctx));
  const evidence = evidencePage(label, data, signatures, { blank: blankSha256, signedPages });
  const bytes = await render(
    label,
    data,
    [...template.content(data, ctx), ...evidence],
    'подписанный экземпляр',
    ctx,
  );
  return { bytes, sha256: documentSha256(bytes), signedPagesSha256: signedPages };
}
